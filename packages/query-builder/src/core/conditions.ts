import type { ConditionRow, QueryCondition, QueryField } from './condition.types'
import { DEFAULT_RULE, IN_SEPARATOR, type QueryRule } from './rules'

let rowSeq = 0
const nextRowId = () => `condition-${++rowSeq}`

/** An empty row: no field, rule 等于, no value. */
export function emptyRow(): ConditionRow {
  return { id: nextRowId(), field: '', rule: DEFAULT_RULE, val: '' }
}

/** Rows for editing conditions that were applied or saved before (at least one row). */
export function rowsFromConditions(conditions: readonly QueryCondition[]): ConditionRow[] {
  if (conditions.length === 0) return [emptyRow()]
  return conditions.map((condition) => ({ ...condition, id: nextRowId() }))
}

/** Picks a field: its type and dictionary travel with the condition; the old value no longer fits, so it goes. */
export function changeField(row: ConditionRow, field: QueryField | undefined): ConditionRow {
  return {
    id: row.id,
    rule: row.rule,
    val: '',
    field: field?.value ?? '',
    type: field?.type,
    dictCode: field?.dictCode,
    dictTable: field?.dictTable,
    dictText: field?.dictText,
    options: field?.options,
    customReturnField: field?.customReturnField,
    popup: field?.popup,
  }
}

/** Changes the rule; leaving `in` reduces a multi-value to its first value (spec §4). */
export function changeRule(row: ConditionRow, rule: QueryRule): ConditionRow {
  const val = row.rule === 'in' && rule !== 'in' ? (splitInValue(row.val)[0] ?? '') : row.val
  return { ...row, rule, val }
}

export const splitInValue = (val: string): string[] =>
  val
    .split(IN_SEPARATOR)
    .map((item) => item.trim())
    .filter((item) => item !== '')

export const joinInValue = (values: readonly string[]): string => values.join(IN_SEPARATOR)

/** A row missing its field, rule or value counts as empty (spec §5). */
export function isRowComplete(row: Pick<ConditionRow, 'field' | 'rule' | 'val'>): boolean {
  return row.field.trim() !== '' && Boolean(row.rule) && String(row.val ?? '').trim() !== ''
}

/** The complete rows as conditions; a dictionary field keeps its code, not its options (as JeecgBoot does). */
export function effectiveConditions(rows: readonly ConditionRow[]): QueryCondition[] {
  return rows.filter(isRowComplete).map(({ id: _id, ...condition }) => {
    const clean: QueryCondition = { ...condition }
    if (clean.dictCode) delete clean.options
    for (const key of Object.keys(clean) as (keyof QueryCondition)[]) {
      if (clean[key] === undefined) delete clean[key]
    }
    return clean
  })
}
