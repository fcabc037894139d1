import { badRequest } from '../../http/envelope'
import type { ResourceHooks } from '../resources/service'

const PLACEHOLDER = /\$\{([^}]*)\}/g
const NAME = /^[A-Za-z_][A-Za-z0-9_]{0,49}$/

/** The distinct placeholder names of a template, in order; a malformed one is refused. */
export function placeholdersOf(content: string): string[] {
  const names: string[] = []
  for (const match of content.matchAll(PLACEHOLDER)) {
    const name = match[1]!.trim()
    if (!NAME.test(name)) throw badRequest(`占位符 \${${match[1]}} 不合法：只能包含字母、数字和下划线`)
    if (!names.includes(name)) names.push(name)
  }
  return names
}

/** Sample values as stored (a JSON object of strings and numbers); bad JSON is refused. */
export function parseSampleValues(json: string | null | undefined): Record<string, string> {
  if (!json || json.trim() === '') return {}
  let parsed: unknown
  try {
    parsed = JSON.parse(json)
  } catch {
    throw badRequest('示例值必须是 JSON 对象，如 {"name":"张三"}')
  }
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) {
    throw badRequest('示例值必须是 JSON 对象，如 {"name":"张三"}')
  }
  return Object.fromEntries(
    Object.entries(parsed).map(([key, value]) => {
      if (typeof value !== 'string' && typeof value !== 'number')
        throw badRequest(`示例值 ${key} 必须是文字或数字`)
      return [key, String(value)]
    }),
  )
}

/**
 * Checks a template: each placeholder must be declared with a sample value; a placeholder without one is unknown and
 * the template is refused.
 */
export function checkTemplate(content: string, sampleJson: string | null | undefined): void {
  const samples = parseSampleValues(sampleJson)
  const unknown = placeholdersOf(content).filter((name) => !(name in samples))
  if (unknown.length > 0) {
    throw badRequest(`未知占位符：${unknown.map((n) => `\${${n}}`).join('、')}（请在示例值中为它们给出值）`)
  }
}

/** The template with each `${name}` replaced by its value; refused when a placeholder has no value. */
export function renderTemplate(content: string, values: Record<string, string>): string {
  const missing = placeholdersOf(content).filter((name) => values[name] === undefined || values[name] === '')
  if (missing.length > 0) throw badRequest(`缺少占位符的值：${missing.map((n) => `\${${n}}`).join('、')}`)
  return content.replace(PLACEHOLDER, (_, name: string) => values[name.trim()]!)
}

/** What 消息模板 checks beyond its declaration: every placeholder of the content has a sample value. */
export const messageTemplateHooks: ResourceHooks = {
  async beforeWrite({ values }) {
    checkTemplate(String(values.templateContent ?? ''), values.templateTestJson as string | null)
    return undefined
  },
}

/** The preview: the content filled from `values` when given (empty for null), else from the sample values. */
export function previewTemplate(body: {
  templateContent?: string
  templateTestJson?: string | null
  values?: Record<string, unknown>
}): string {
  const values = body.values
    ? Object.fromEntries(
        Object.entries(body.values).map(([k, v]) => [k, v === null || v === undefined ? '' : String(v)]),
      )
    : parseSampleValues(body.templateTestJson)
  return renderTemplate(body.templateContent ?? '', values)
}
