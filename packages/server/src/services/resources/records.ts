import { isDictKind, PASSWORD_MASK, type Resource } from '@portico/contract'
import type { Db } from '../../db/client'
import type { MemoCache } from '../cache/stamped-caches'
import { categoryTextMap } from '../categories/read'
import { dictTextMap } from '../dicts/dicts'
import { rowSnapshot } from '../logs/data-log'
import { formatDateTime } from '../shared/dates'

export type ResourceRecord = Record<string, unknown> & { id: string; version: number }

/**
 * The dictionaries a resource's fields use, code → (value → text), loaded once per request. With `cache`, system
 * dictionaries (sys_dict, kept right by the dict stamp) come from memory; table dictionaries are always read.
 */
export async function resourceDicts(
  db: Db,
  resource: Resource,
  cache?: MemoCache<Map<string, string>>,
): Promise<Map<string, Map<string, string>>> {
  const codes = new Set<string>()
  const trees = new Set<string>()
  for (const field of Object.values(resource.fields))
    if (field.dictCode) (field.kind === 'treeDict' ? trees : codes).add(field.dictCode)
  const load = (code: string) =>
    cache && !code.includes(',') ? cache.load(code, () => dictTextMap(db, code)) : dictTextMap(db, code)
  const entries = await Promise.all([
    ...[...codes].map(async (code) => [code, await load(code)] as const),
    // A category tree's values are category ids under its root code, named by sys_category (never cached: edited there).
    ...[...trees].map(async (code) => [code, await categoryTextMap(db, code)] as const),
  ])
  return new Map(entries)
}

function wireValue(value: unknown): unknown {
  if (value instanceof Date) return formatDateTime(value)
  return value ?? null
}

/**
 * A row as JeecgBoot lists answer it: the declared fields (dates as `yyyy-MM-dd HH:mm:ss`), `<field>_dictText` for
 * dictionary fields (comma-joined for multi-value ones), `id`, `version` and `tenantId` when owned by a tenant.
 * Passwords never leave the server: a stored one is answered as PASSWORD_MASK.
 */
export function toRecord(
  resource: Resource,
  row: Record<string, unknown>,
  dicts: Map<string, Map<string, string>>,
): ResourceRecord {
  const record: Record<string, unknown> = { id: row.id, version: row.version }
  if (resource.scope.tenant) record.tenantId = row.tenantId
  for (const [name, field] of Object.entries(resource.fields)) {
    if (field.kind === 'password') {
      record[name] = row[name] ? PASSWORD_MASK : null
      continue
    }
    const value = wireValue(row[name])
    // Dictionary codes are text on the wire, whatever the column stores (a table dictionary may key on integers).
    record[name] = isDictKind(field.kind) && value !== null ? String(value) : value
    if (isDictKind(field.kind) && field.dictCode) {
      const texts = dicts.get(field.dictCode)
      const codes = value === null ? [] : String(value).split(',')
      record[`${name}_dictText`] = codes.map((code) => texts?.get(code) ?? code).join(',')
    }
  }
  return record as ResourceRecord
}

/**
 * The stored form of a record in the data log: every column of the row (dates formatted, passwords left out), and
 * with `dicts` the texts of its dictionary fields, so a version reads the same after a dictionary changes.
 */
export function snapshotOf(
  resource: Resource,
  row: Record<string, unknown>,
  dicts?: Map<string, Map<string, string>>,
): Record<string, unknown> {
  const passwords = Object.keys(resource.fields).filter((name) => resource.fields[name].kind === 'password')
  const snapshot = rowSnapshot(row)
  for (const name of passwords) delete snapshot[name]
  if (dicts) {
    const texts = toRecord(resource, row, dicts)
    for (const [name, field] of Object.entries(resource.fields))
      if (isDictKind(field.kind)) snapshot[`${name}_dictText`] = texts[`${name}_dictText`]
  }
  return snapshot
}
