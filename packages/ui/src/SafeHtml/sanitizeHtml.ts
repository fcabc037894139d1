import DOMPurify from 'dompurify'

/** Removes scripts, event handlers and unsafe urls from user-written HTML (needs a DOM: browser or jsdom). */
export function sanitizeHtml(html: string | null | undefined): string {
  return DOMPurify.sanitize(html ?? '', { USE_PROFILES: { html: true } })
}
