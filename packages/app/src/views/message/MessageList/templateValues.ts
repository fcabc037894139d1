/** What the send dialog needs of a 消息模板. */
export interface TemplateChoice {
  templateCode: string
  templateName: string
  templateType: string
  templateContent: string
  templateTestJson: string | null
}

const PLACEHOLDER = /\$\{\s*([A-Za-z_][A-Za-z0-9_]*)\s*\}/g

/** The distinct placeholder names of a template's content, in order. */
export function placeholdersOf(content: string): string[] {
  return [...new Set([...content.matchAll(PLACEHOLDER)].map((m) => m[1]!))]
}

/** The template's sample values (its test JSON) for its placeholders; blanks for those without one. */
export function sampleValues(template: TemplateChoice): Record<string, string> {
  let samples: Record<string, unknown> = {}
  try {
    samples = JSON.parse(template.templateTestJson || '{}') as Record<string, unknown>
  } catch {
    // A template saved before the server checked its JSON: no samples.
  }
  return Object.fromEntries(
    placeholdersOf(template.templateContent).map((name) => {
      const sample = samples[name]
      return [name, typeof sample === 'string' || typeof sample === 'number' ? String(sample) : '']
    }),
  )
}

/** The content as the receivers will read it; a placeholder without a value stays visible. */
export function fill(content: string, values: Record<string, string>): string {
  return content.replace(PLACEHOLDER, (whole, name: string) => values[name]?.trim() || whole)
}

/** The placeholders still without a value. */
export const missingValues = (content: string, values: Record<string, string>) =>
  placeholdersOf(content).filter((name) => !values[name]?.trim())
