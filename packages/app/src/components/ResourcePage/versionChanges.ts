import type { DataLogRecord, Resource } from '@portico/contract'

export interface FieldChange {
  label: string
  before: string
  after: string
}

const text = (value: unknown) => (value === null || value === undefined ? '' : String(value))

const parse = (json: string | null): Record<string, unknown> => (json ? JSON.parse(json) : {})

/** A logged value as shown: a dictionary field's text when the log kept it. */
const shown = (record: Record<string, unknown>, name: string) =>
  text(record[`${name}_dictText`] ?? record[name])

/** The fields a user sets that a logged version changed, with their value before and after. */
export function versionChanges(resource: Resource, version: DataLogRecord): FieldChange[] {
  const before = parse(version.dataBefore)
  const after = parse(version.dataContent)
  return Object.entries(resource.fields)
    .filter(
      ([name, field]) =>
        !field.system && field.kind !== 'password' && text(before[name]) !== text(after[name]),
    )
    .filter(([name]) => version.action !== 'add' || text(after[name]) !== '')
    .map(([name, field]) => ({ label: field.label, before: shown(before, name), after: shown(after, name) }))
}

export const ACTION_TEXT: Record<DataLogRecord['action'], string> = {
  add: '新增',
  edit: '编辑',
  delete: '删除',
  restore: '恢复',
}
