/**
 * The page's Content-Security-Policy nonce (the server writes it into `<meta name="csp-nonce">` on each load);
 * runtime style elements (Fluent/Griffel, CodeMirror) carry it. undefined when the page has none (dev server).
 */
export function cspNonce(): string | undefined {
  if (typeof document === 'undefined') return undefined
  return document.querySelector<HTMLMetaElement>('meta[name="csp-nonce"]')?.content || undefined
}
