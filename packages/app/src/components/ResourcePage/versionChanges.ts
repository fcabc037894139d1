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

/** One field of two versions side by side. */
export interface FieldComparison extends FieldChange {
  changed: boolean
}

/**
 * Two logged versions of a record field by field (数据日志 的数据比较): the declared fields with their labels when the
 * resource is known, else every key the versions hold.
 */
export function compareVersions(
  resource: Resource | undefined,
  left: DataLogRecord,
  right: DataLogRecord,
): FieldComparison[] {
  const a = parse(left.dataContent)
  const b = parse(right.dataContent)
  const names: [string, string][] = resource
    ? Object.entries(resource.fields)
        .filter(([, field]) => field.kind !== 'password')
        .map(([name, field]) => [name, field.label])
    : [...new Set([...Object.keys(a), ...Object.keys(b)])]
        .filter((name) => !name.endsWith('_dictText'))
        .map((name) => [name, name])
  return names.map(([name, label]) => {
    const before = shown(a, name)
    const after = shown(b, name)
    return { label, before, after, changed: before !== after }
  })
}
