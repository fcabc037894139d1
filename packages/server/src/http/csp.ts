import { randomBytes } from 'node:crypto'

/** A fresh nonce for one page load: the only way a <style> element (Fluent/Griffel's runtime CSS) is allowed. */
export const newCspNonce = () => randomBytes(18).toString('base64')

/**
 * The app page's policy: scripts only from our origin (no inline script, no eval), styles from our origin or from
 * <style> elements carrying this load's nonce; style attributes stay allowed for sanitised rich text.
 */
export function appContentSecurityPolicy(nonce: string): string {
  return [
    "default-src 'self'",
    "script-src 'self'",
    `style-src 'self' 'nonce-${nonce}'`,
    "style-src-attr 'unsafe-inline'",
    "img-src 'self' data: blob: http: https:",
    "font-src 'self' data:",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'self'",
  ].join('; ')
}

/** The page with the nonce in a meta tag, where the app reads it for the style renderer. */
export const withNonceMeta = (html: string, nonce: string) =>
  html.replace('</head>', `  <meta name="csp-nonce" content="${nonce}" />\n  </head>`)
