import { useSyncExternalStore } from 'react'
import { loadCatalogue } from './catalogues'
import { LOCALES, type Locale } from './locales'

export { LOCALES, type Locale } from './locales'

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

/** The language shown: one whose catalogue is loaded. */
let current: Locale = 'zh-CN'
/** The language last chosen, shown once its catalogue is here. */
let chosen: Locale = current

/** The language shown now, for code outside React (the HTTP client's Accept-Language). */
export const currentLocale = (): Locale => current

/** Shows a language whose catalogue is loaded, unless another was chosen meanwhile. */
async function show(locale: Locale) {
  chosen = locale
  await loadCatalogue(locale)
  if (chosen !== locale) return
  current = locale
  // The page's language follows the choice (screen readers and the browser's own texts read it).
  if (typeof document !== 'undefined') document.documentElement.lang = locale
  for (const listener of listeners) listener()
}

/**
 * Settles once the language chosen before is shown: at once for Chinese; the first render waits for it, so a user who
 * chose English never sees a Chinese page first.
 */
export const localeReady: Promise<void> = show(
  typeof localStorage === 'undefined' ? 'zh-CN' : storedLocale(),
).catch(() => {
  // Its catalogue did not load: the page stays in Chinese.
})

/** Switches every mounted screen at once (no reload, once its catalogue is loaded) and remembers the choice. */
export function setLocale(locale: Locale): Promise<void> {
  try {
    localStorage.setItem(LOCALE_STORAGE_KEY, locale)
  } catch {
    // A browser that keeps nothing still switches for this visit.
  }
  return show(locale)
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
