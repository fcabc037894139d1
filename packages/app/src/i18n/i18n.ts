import { useMemo } from 'react'
import { catalogueOf } from './catalogues'
import { type Locale, useLocale } from './locale'
import { type Catalogue, type MessageKey, zhCN } from './zh-CN'

type Values = Readonly<Record<string, string | number>>

/** The texts of one language: `t` by key with `{name}` values, and lookups for texts that come as data. */
export interface Texts {
  locale: Locale
  t: (key: MessageKey, values?: Values) => string
  /** A column title or field name by its Chinese wording; unlisted ones stay as they are. */
  label: (text: string) => string
  /** A dictionary item's text by its code and value; `fallback` (the server's text) when not in the catalogue. */
  dict: (dictCode: string | undefined, value: unknown, fallback?: string | null) => string
  /** A dictionary's items from the catalogue, or undefined to use the server's (Chinese) ones. */
  dictOptions: (dictCode: string | undefined) => { value: string; text: string }[] | undefined
  /** A menu entry's title by its route; the server's (Chinese) title when the catalogue has none. */
  menu: (path: string, fallback: string) => string
}

const fill = (text: string, values?: Values) =>
  values ? text.replace(/\{(\w+)\}/g, (whole, name: string) => String(values[name] ?? whole)) : text

/** The texts of a language from its catalogue. */
export function textsOf(locale: Locale, from: Catalogue): Texts {
  const catalogue: Readonly<Record<string, string>> = from
  return {
    locale,
    t: (key, values) => fill(catalogue[key] ?? key, values),
    label: (text) => catalogue[`label.${text}`] ?? text,
    dict: (dictCode, value, fallback) =>
      (dictCode && catalogue[`dict.${dictCode}.${String(value)}`]) || (fallback ?? String(value ?? '')),
    dictOptions: (dictCode) => {
      if (locale === 'zh-CN' || !dictCode) return undefined
      const prefix = `dict.${dictCode}.`
      const options = Object.entries(catalogue)
        .filter(([key]) => key.startsWith(prefix))
        .map(([key, text]) => ({ value: key.slice(prefix.length), text }))
      return options.length ? options : undefined
    },
    menu: (path, fallback) => catalogue[`menu.${path}`] ?? fallback,
  }
}

/** The Chinese texts: every screen's default. */
export const CHINESE_TEXTS = textsOf('zh-CN', zhCN)

/** The texts of a language as loaded now (Chinese until its catalogue is here). */
export const textsFor = (locale: Locale): Texts =>
  locale === 'zh-CN' ? CHINESE_TEXTS : textsOf(locale, catalogueOf(locale))

/**
 * The signed-in user's language's texts; re-renders when the header's switch changes it (`useLocale` answers a
 * language only once its catalogue is loaded).
 */
export function useTexts(): Texts {
  const locale = useLocale()
  return useMemo(() => textsFor(locale), [locale])
}
