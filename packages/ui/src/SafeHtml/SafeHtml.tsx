import { type HTMLAttributes, useMemo } from 'react'
import { sanitizeHtml } from './sanitizeHtml'

export interface SafeHtmlProps
  extends Omit<HTMLAttributes<HTMLDivElement>, 'children' | 'dangerouslySetInnerHTML'> {
  /** HTML from users (announcement bodies, rich-text fields); scripts, handlers and unsafe urls are removed. */
  html: string | null | undefined
}

/** Shows user-written HTML after sanitising it, whatever server it came from. */
export function SafeHtml({ html, ...rest }: SafeHtmlProps) {
  const clean = useMemo(() => sanitizeHtml(html), [html])
  // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by DOMPurify just above
  return <div {...rest} dangerouslySetInnerHTML={{ __html: clean }} />
}
