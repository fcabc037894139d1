import type { DataLogAction, DataLogRecord } from '@portico/contract'
import type { Db } from '../../db/client'
import { sysDataLog } from '../../db/schema'
import { formatDateTime } from '../shared/dates'
import { newId } from '../shared/ids'

/** A row as a version in the log: dates formatted, secrets (password, salt) left out. */
export function rowSnapshot(row: Record<string, unknown>): Record<string, unknown> {
  const snapshot: Record<string, unknown> = {}
  for (const [name, value] of Object.entries(row)) {
    if (name === 'password' || name === 'salt') continue
    snapshot[name] = value instanceof Date ? formatDateTime(value) : (value ?? null)
  }
  return snapshot
}

export interface DataLogEntry {
  dataTable: string
  dataId: string
  dataVersion: number
  action: DataLogAction
  before: Record<string, unknown> | null
  after: Record<string, unknown>
  actor: string
  tenantId: number | null
}

const row = (entry: DataLogEntry, now: Date) => ({
  id: newId(),
  dataTable: entry.dataTable,
  dataId: entry.dataId,
  dataVersion: entry.dataVersion,
  dataContent: JSON.stringify(entry.after),
  dataBefore: entry.before ? JSON.stringify(entry.before) : null,
  action: entry.action,
  tenantId: entry.tenantId,
  createBy: entry.actor,
  createTime: now,
})

/** Records versions of records; call inside the transaction of the write it describes. */
export async function writeDataLog(db: Db, entries: DataLogEntry[]): Promise<void> {
  if (entries.length === 0) return
  const now = new Date()
  await db.insert(sysDataLog).values(entries.map((entry) => row(entry, now)))
}

export function toDataLogRecord(log: typeof sysDataLog.$inferSelect): DataLogRecord {
  return {
    id: log.id,
    dataTable: log.dataTable,
    dataId: log.dataId,
    dataVersion: log.dataVersion,
    dataContent: log.dataContent,
    dataBefore: log.dataBefore,
    action: log.action as DataLogAction,
    createBy: log.createBy,
    createTime: formatDateTime(log.createTime),
    updateBy: log.updateBy,
    updateTime: formatDateTime(log.updateTime),
  }
}
