import type { MessageKey } from '../../../i18n'

/** The sections of 账户设置, each its own route under /account/settings (spec §2 Account: settings). */
export const SETTINGS_SECTIONS = ['base', 'avatar', 'security', 'binding', 'custom', 'notification'] as const

export type SettingsSection = (typeof SETTINGS_SECTIONS)[number]

/** A section's title in the catalogues. */
export const sectionTitle = (key: SettingsSection): MessageKey => `account.section.${key}`

export const settingsPath = (key: SettingsSection) => `/account/settings/${key}` // app route

export function sectionOfPath(pathname: string): SettingsSection {
  const key = pathname.split('/').filter(Boolean)[2]
  return SETTINGS_SECTIONS.find((section) => section === key) ?? 'base'
}
