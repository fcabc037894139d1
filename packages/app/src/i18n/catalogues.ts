import type { Locale } from './locales'
import { type Catalogue, zhCN } from './zh-CN'

/**
 * The catalogues by language. Chinese is every screen's default and comes with the page; the others load when chosen
 * (the English one is a request of its own, so that the login page does not carry it for everyone).
 */
const LOADERS: Readonly<Record<Exclude<Locale, 'zh-CN'>, () => Promise<Catalogue>>> = {
  en: () => import('./en').then((module) => module.en),
}

const loaded = new Map<Locale, Catalogue>([['zh-CN', zhCN]])

/** A language's catalogue once loaded (Chinese until then). */
export const catalogueOf = (locale: Locale): Catalogue => loaded.get(locale) ?? zhCN

/** Loads a language's catalogue (at once for one already here). */
export async function loadCatalogue(locale: Locale): Promise<void> {
  if (locale === 'zh-CN' || loaded.has(locale)) return
  loaded.set(locale, await LOADERS[locale]())
}
