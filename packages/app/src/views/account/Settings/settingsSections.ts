/** The sections of 账户设置, each its own route under /account/settings (spec §2 Account: settings). */
export const settingsSections = [
  { key: 'base', title: '基本设置' },
  { key: 'avatar', title: '个人头像' },
  { key: 'security', title: '安全设置' },
  { key: 'binding', title: '账户绑定' },
  { key: 'custom', title: '个性化' },
  { key: 'notification', title: '新消息通知' },
] as const

export type SettingsSection = (typeof settingsSections)[number]['key']

export const settingsPath = (key: SettingsSection) => `/account/settings/${key}`

export function sectionOfPath(pathname: string): SettingsSection {
  const key = pathname.split('/').filter(Boolean)[2]
  return settingsSections.find((section) => section.key === key)?.key ?? 'base'
}
