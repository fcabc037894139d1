/** One field of a job class's 参数. */
export type ParameterField =
  | { type: 'integer'; title: string; minimum: number; maximum: number; default?: number }
  | { type: 'string'; title: string; pattern: RegExp; format: string; default?: string }
  | { type: 'codes'; title: string; pattern: RegExp; format: string }

/**
 * What a job class's 参数 may hold: a JSON object of these fields (`{"days": 90}`), or, when the class has exactly one
 * field, that field's value alone (`90`). Empty means every field's default. Checked when a job is added or edited
 * and again when it runs.
 */
export interface ParameterSchema {
  fields: Record<string, ParameterField>
  required?: string[]
}

export type ParameterValues = Record<string, number | string | string[] | undefined>

export const NO_PARAMETERS: ParameterSchema = { fields: {} }

export class ParameterError extends Error {}

function fieldValue(name: string, field: ParameterField, raw: unknown): number | string | string[] {
  const label = `${field.title}（${name}）`
  if (field.type === 'integer') {
    const value = typeof raw === 'string' && raw.trim() !== '' ? Number(raw) : raw
    if (
      typeof value !== 'number' ||
      !Number.isInteger(value) ||
      value < field.minimum ||
      value > field.maximum
    )
      throw new ParameterError(`${label}应为${field.minimum}-${field.maximum}的整数，实际为：${String(raw)}`)
    return value
  }
  if (field.type === 'string') {
    if (typeof raw !== 'string' || !field.pattern.test(raw.trim()))
      throw new ParameterError(`${label}应为${field.format}，实际为：${String(raw)}`)
    return raw.trim()
  }
  const items = typeof raw === 'string' ? raw.split(',') : raw
  if (!Array.isArray(items) || items.length === 0)
    throw new ParameterError(`${label}应为${field.format}的列表，实际为：${String(raw)}`)
  return items.map((item) => {
    const text = String(item).trim()
    if (!field.pattern.test(text)) throw new ParameterError(`${label}中的「${text}」不是${field.format}`)
    return text
  })
}

/** The 参数 checked against the schema, with defaults filled in; a ParameterError says what is wrong. */
export function parseParameters(
  schema: ParameterSchema,
  parameter: string | null | undefined,
): ParameterValues {
  const text = (parameter ?? '').trim()
  const names = Object.keys(schema.fields)
  let given: Record<string, unknown> = {}
  if (text !== '') {
    if (names.length === 0) throw new ParameterError(`该任务不需要参数，实际为：${text}`)
    if (text.startsWith('{')) {
      try {
        given = JSON.parse(text) as Record<string, unknown>
      } catch {
        throw new ParameterError(`参数不是合法的JSON：${text}`)
      }
      if (given === null || typeof given !== 'object' || Array.isArray(given))
        throw new ParameterError(`参数应为JSON对象：${text}`)
      const unknown = Object.keys(given).filter((key) => !names.includes(key))
      if (unknown.length)
        throw new ParameterError(`参数含有未知字段：${unknown.join(', ')}（可用：${names.join(', ')}）`)
    } else if (names.length === 1) {
      given = { [names[0]!]: text }
    } else {
      throw new ParameterError(`参数应为JSON对象，字段：${names.join(', ')}`)
    }
  }
  const values: ParameterValues = {}
  for (const [name, field] of Object.entries(schema.fields)) {
    const raw = given[name]
    if (raw === undefined || raw === null || raw === '') {
      if (schema.required?.includes(name)) throw new ParameterError(`缺少参数：${field.title}（${name}）`)
      values[name] = 'default' in field ? field.default : undefined
      continue
    }
    values[name] = fieldValue(name, field, raw)
  }
  return values
}

/** The schema as the job form shows it: each field's name, title, type, bounds and default. */
export function describeParameters(schema: ParameterSchema) {
  return Object.entries(schema.fields).map(([name, field]) => ({
    name,
    title: field.title,
    type: field.type,
    required: schema.required?.includes(name) ?? false,
    ...(field.type === 'integer'
      ? { minimum: field.minimum, maximum: field.maximum }
      : { format: field.format }),
    default: 'default' in field ? (field.default ?? null) : null,
  }))
}

/** One line for the 参数 field's placeholder: the lone field's format, or the JSON fields; null when none. */
export function parameterHint(schema: ParameterSchema): string | null {
  const entries = Object.entries(schema.fields)
  if (entries.length === 0) return null
  const describe = ([name, field]: [string, ParameterField]) => {
    const what = field.type === 'integer' ? `${field.minimum}-${field.maximum}的整数` : field.format
    const fallback = 'default' in field && field.default !== undefined ? `，默认${field.default}` : ''
    const required = schema.required?.includes(name) ? '，必填' : ''
    return `${field.title}：${what}${fallback}${required}`
  }
  if (entries.length === 1) return describe(entries[0]!)
  return `JSON：${entries.map(([name, field]) => `${name}（${describe([name, field])}）`).join('；')}`
}
