import type { CellError, EditableColumn, SubTableValues } from '../EditableTable.types'
import type { EditableRow } from '../rows/rowOperations'
import { validateRows } from '../validation/validateRows'
import type { CollectedExtra } from '../valuesCollector'

/** A sub-table's rows as edited so far, and the ids of the saved rows deleted from it. */
export interface KeptSubTable {
  rows: EditableRow[]
  deleteIds: string[]
}

/**
 * The values of the sub-tables opened so far, in the order of their parent rows (rows deleted since take their
 * sub-table with them), each checked against the sub-table's columns; failures name their parent row.
 */
export async function collectSubTables(
  parents: readonly EditableRow[],
  kept: ReadonlyMap<string, KeptSubTable>,
  columns: readonly EditableColumn[],
): Promise<CollectedExtra & { subTables: Record<string, SubTableValues> }> {
  const subTables: Record<string, SubTableValues> = {}
  const failures: CellError[] = []
  if (kept.size === 0) return { subTables, failures }
  for (const parent of parents) {
    const entry = kept.get(parent.id)
    if (!entry) continue
    subTables[parent.id] = { values: entry.rows, deleteIds: [...entry.deleteIds] }
    for (const failure of await validateRows(entry.rows, columns))
      failures.push({ ...failure, parentId: parent.id })
  }
  return { subTables, failures }
}
