import type { LiveForm } from './live-form'

/** The system columns' property names and their column names on the online wire. */
const SYSTEM_COLUMNS: Record<string, string> = {
  tenantId: 'tenant_id',
  createBy: 'create_by',
  createTime: 'create_time',
  updateBy: 'update_by',
  updateTime: 'update_time',
}
const SYSTEM_PROPERTIES = new Map(
  Object.entries(SYSTEM_COLUMNS).map(([property, column]) => [column, property]),
)

type Values = Record<string, unknown>

/** The column name of a property (JeecgBoot's online API speaks column names: `car_no`, `car_no_dictText`). */
function columnName(form: LiveForm, property: string): string {
  const dict = property.endsWith('_dictText') ? property.slice(0, -'_dictText'.length) : undefined
  if (dict !== undefined) return `${form.columnOf.get(dict) ?? dict}_dictText`
  return form.columnOf.get(property) ?? SYSTEM_COLUMNS[property] ?? property
}

/** A column name (or a property name, as sort columns often arrive) → the machinery's property name. */
function property(form: LiveForm, name: string): string {
  return form.propertyOf.get(name) ?? SYSTEM_PROPERTIES.get(name) ?? name
}

/** A record as the online API answers it: keyed by column names. */
export function recordToWire(form: LiveForm, record: Values): Values {
  return Object.fromEntries(Object.entries(record).map(([key, value]) => [columnName(form, key), value]))
}

/** A submitted form keyed by column names → keyed by property names (unknown keys are left for the checks to ignore). */
export function bodyFromWire(form: LiveForm, body: Values): Values {
  return Object.fromEntries(Object.entries(body).map(([key, value]) => [property(form, key), value]))
}

function renameConditionFields(form: LiveForm, raw: unknown): unknown {
  if (typeof raw !== 'string' || raw.trim() === '') return raw
  let text = raw.trim()
  try {
    if (!text.startsWith('[')) text = decodeURIComponent(text)
    const list = JSON.parse(text)
    if (!Array.isArray(list)) return raw
    return JSON.stringify(
      list.map((item) =>
        item && typeof item === 'object' && typeof item.field === 'string'
          ? { ...item, field: property(form, item.field) }
          : item,
      ),
    )
  } catch {
    return raw // the list query refuses it with its own message
  }
}

/**
 * getData's query (JeecgBoot list parameters over column names: `car_no=*A*`, `buy_date_begin`, `column=create_time`,
 * `superQueryParams`) → the same parameters over property names.
 */
export function queryFromWire(form: LiveForm, query: Values): Values {
  const result: Values = {}
  for (const [key, value] of Object.entries(query)) {
    const range = /^(.+)_(begin|end)$/.exec(key)
    if (range && (form.propertyOf.has(range[1]) || SYSTEM_PROPERTIES.has(range[1])))
      result[`${property(form, range[1])}_${range[2]}`] = value
    else result[property(form, key)] = value
  }
  if (typeof result.column === 'string') result.column = property(form, result.column)
  if (result.superQueryParams !== undefined)
    result.superQueryParams = renameConditionFields(form, result.superQueryParams)
  return result
}
