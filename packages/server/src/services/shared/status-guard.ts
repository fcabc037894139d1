import { type StatusMachine, transitionProblem } from '@portico/contract'
import { asc, inArray, sql } from 'drizzle-orm'
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core'
import type { Db } from '../../db/client'
import { conflict, notFound } from '../../http/envelope'

type StatusTable = PgTable & { id: PgColumn; status: PgColumn; version: PgColumn }

/** A record whose status follows a declared lifecycle: its table, its number (named in refusals) and its machine. */
export interface GuardedRecord<T extends StatusTable, A extends string> {
  table: T
  numberKey: keyof T['$inferSelect'] & string
  machine: StatusMachine<string, A>
  /** The 404 when a record is gone. */
  missing: string
}

/**
 * Locks the records (`for update`, in id order so two moves never deadlock) and refuses the whole step (409, naming
 * the first record's number) unless every one may take the action from its status. Writes nothing.
 */
export async function lockForAction<T extends StatusTable, A extends string>(
  tx: Db,
  record: GuardedRecord<T, A>,
  ids: readonly string[],
  action: A,
): Promise<T['$inferSelect'][]> {
  const unique = [...new Set(ids)]
  if (unique.length === 0) return []
  const rows = (await tx
    .select()
    .from(record.table as PgTable)
    .where(inArray(record.table.id, unique))
    .orderBy(asc(record.table.id))
    .for('update')) as T['$inferSelect'][]
  if (rows.length !== unique.length) throw notFound(record.missing)
  for (const row of rows) {
    const values = row as Record<string, string>
    const problem = transitionProblem(record.machine, action, values.status!, values[record.numberKey])
    if (problem) throw conflict(problem)
  }
  return unique.map((id) => rows.find((row) => (row as { id: string }).id === id)!)
}

/**
 * The one way a guarded record's status changes: locks and checks the records (`lockForAction`), then moves each to
 * the action's status with the extra columns in `set`, its version bumped. Returns the rows as they were (locked,
 * in the order of `ids`) and as they are now.
 */
export async function moveRecordsFrom<T extends StatusTable, A extends string>(
  tx: Db,
  record: GuardedRecord<T, A>,
  ids: readonly string[],
  action: A,
  set: Partial<T['$inferInsert']> = {},
): Promise<{ before: T['$inferSelect'][]; moved: T['$inferSelect'][] }> {
  const before = await lockForAction(tx, record, ids, action)
  if (before.length === 0) return { before, moved: [] }
  const moved = (await tx
    .update(record.table as PgTable)
    .set({
      ...set,
      status: record.machine.transitions[action].to,
      version: sql`${record.table.version} + 1`,
    } as never)
    .where(inArray(record.table.id, [...new Set(ids)]))
    .returning()) as T['$inferSelect'][]
  return { before, moved }
}

/** `moveRecordsFrom` for callers that need only the moved rows. */
export async function moveRecords<T extends StatusTable, A extends string>(
  tx: Db,
  record: GuardedRecord<T, A>,
  ids: readonly string[],
  action: A,
  set: Partial<T['$inferInsert']> = {},
): Promise<T['$inferSelect'][]> {
  return (await moveRecordsFrom(tx, record, ids, action, set)).moved
}
