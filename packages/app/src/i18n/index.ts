export { type Texts, textsOf, useTexts } from './i18n'
export { LOCALES, type Locale, setLocale, useLocale } from './locale'
export type { MessageKey } from './zh-CN'
