/** The languages the server answers messages in: Chinese (the JeecgBoot default) and English (the customer's side). */
export type ServerLocale = 'zh-CN' | 'en'

/**
 * The language a request asks for by `Accept-Language`: the most preferred of Chinese and English (by q, then order);
 * Chinese when neither is named, so a request that asks nothing gets the wire as it always was.
 */
export function localeOf(acceptLanguage: string | string[] | undefined): ServerLocale {
  const header = Array.isArray(acceptLanguage) ? acceptLanguage.join(',') : (acceptLanguage ?? '')
  let best: { locale: ServerLocale; q: number } | undefined
  for (const part of header.split(',')) {
    const [tag = '', ...params] = part.trim().toLowerCase().split(';')
    const primary = tag.trim().split('-')[0]
    const locale = primary === 'en' ? 'en' : primary === 'zh' ? 'zh-CN' : undefined
    if (!locale) continue
    const qParam = params.map((p) => p.trim()).find((p) => p.startsWith('q='))
    const q = qParam ? Number(qParam.slice(2)) : 1
    if (!Number.isFinite(q) || q <= 0) continue
    if (!best || q > best.q) best = { locale, q }
  }
  return best?.locale ?? 'zh-CN'
}
