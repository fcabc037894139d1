/**
 * Menu urls may hold {{expression}} placeholders (spec §2). Only known names are replaced, from a whitelist of
 * values; nothing is evaluated as code. Unknown placeholders are left as they are and reported.
 */
export type TemplateValues = Record<string, string>

const PLACEHOLDER = /\{\{\s*([^}]+?)\s*\}\}/g

/** JeecgBoot menus write e.g. {{ window._CONFIG['domianURL'] }}; both that form and a bare name are accepted. */
function keyOf(expression: string): string {
  const config = expression.match(/^window\._CONFIG\[\s*['"]([\w.-]+)['"]\s*\]$/)
  return config ? config[1] : expression
}

export function evaluateUrlTemplate(url: string, values: TemplateValues): { url: string; unknown: string[] } {
  const unknown: string[] = []
  const result = url.replace(PLACEHOLDER, (whole, expression: string) => {
    const key = keyOf(expression)
    if (Object.hasOwn(values, key)) return values[key]
    unknown.push(expression)
    return whole
  })
  return { url: result, unknown }
}
