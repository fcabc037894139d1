const ALLOWED_SCHEMES = /^(https?|mailto|tel):/i

/**
 * What the link dialog stores for what was typed: web, mail and phone links and site paths as they are; a bare
 * address gets `http://` (TinyMCE asks to add it); other schemes (javascript:, data:) give null.
 */
export function normalizeLinkUrl(input: string | null | undefined): string | null {
  const url = (input ?? '').trim()
  if (!url) return null
  if (ALLOWED_SCHEMES.test(url)) return url
  if (/^[a-z][a-z0-9+.-]*:/i.test(url)) return null
  if (/^(\/|#|\?|\.\.?\/)/.test(url)) return url
  if (/\s/.test(url)) return null
  return `http://${url}`
}

/** LinkPlugin's check: only what {@link normalizeLinkUrl} would keep unchanged. */
export const isAllowedLinkUrl = (url: string): boolean =>
  normalizeLinkUrl(url) === url.trim() && url.trim() !== ''
