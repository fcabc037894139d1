import type { DataLogRecord, Resource } from '@portico/contract'

export interface FieldChange {
  label: string
  before: string
  after: string
}

const text = (value: unknown) => (value === null || value === undefined ? '' : String(value))

const parse = (json: string | null): Record<string, unknown> => (json ? JSON.parse(json) : {})

/** The declared fields a logged version changed, with their value before and after. */
export function versionChanges(resource: Resource, version: DataLogRecord): FieldChange[] {
  const before = parse(version.dataBefore)
  const after = parse(version.dataContent)
  return Object.entries(resource.fields)
    .filter(([name, field]) => field.kind !== 'password' && text(before[name]) !== text(after[name]))
    .filter(([name]) => version.action !== 'add' || text(after[name]) !== '')
    .map(([name, field]) => ({ label: field.label, before: text(before[name]), after: text(after[name]) }))
}

export const ACTION_TEXT: Record<DataLogRecord['action'], string> = {
  add: '新增',
  edit: '编辑',
  delete: '删除',
  restore: '恢复',
}
