import { useSyncExternalStore } from 'react'

/** The back office's languages: Chinese (the default, every screen) and English (the customer's screens). */
export const LOCALES = ['zh-CN', 'en'] as const
export type Locale = (typeof LOCALES)[number]

/** Kept in the browser, like the page settings: the choice outlives sign-outs on this device. */
export const LOCALE_STORAGE_KEY = 'portico.locale'

const listeners = new Set<() => void>()

/** What was chosen before, or Chinese. */
export function readLocale(stored: string | null): Locale {
  return (LOCALES as readonly string[]).includes(stored ?? '') ? (stored as Locale) : 'zh-CN'
}

function storedLocale(): Locale {
  try {
    return readLocale(localStorage.getItem(LOCALE_STORAGE_KEY))
  } catch {
    return 'zh-CN'
  }
}

let current: Locale = typeof localStorage === 'undefined' ? 'zh-CN' : storedLocale()
// The page's language follows the choice (screen readers and the browser's own texts read it).
if (typeof document !== 'undefined') document.documentElement.lang = current

/** The language chosen now, for code outside React (the HTTP client's Accept-Language). */
export const currentLocale = (): Locale => current

/** Switches every mounted screen at once (no reload) and remembers the choice. */
export function setLocale(locale: Locale) {
  current = locale
  try {
    localStorage.setItem(LOCALE_STORAGE_KEY, locale)
  } catch {
    // A browser that keeps nothing still switches for this visit.
  }
  if (typeof document !== 'undefined') document.documentElement.lang = locale
  for (const listener of listeners) listener()
}

function subscribe(listener: () => void) {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

export const useLocale = (): Locale =>
  useSyncExternalStore(
    subscribe,
    () => current,
    () => 'zh-CN',
  )
