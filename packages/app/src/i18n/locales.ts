/** The back office's languages: Chinese (the default, every screen) and English (the customer's screens). */
export const LOCALES = ['zh-CN', 'en'] as const
export type Locale = (typeof LOCALES)[number]
