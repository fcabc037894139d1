import { dictResource, inStoreBatchResource, questionPieceResource, type Resource } from '@portico/contract'

/** The declared resources whose writes the data log holds, by table: names the table and labels its fields. */
export const LOGGED_RESOURCES: ReadonlyMap<string, Resource> = new Map(
  [questionPieceResource, inStoreBatchResource, dictResource].map((resource) => [resource.table, resource]),
)

/** Tables written by hand-written routes that log too. */
const OTHER_TABLES: Record<string, string> = { sys_user: '用户' }

export const tableTitle = (table: string) =>
  LOGGED_RESOURCES.get(table)?.title ?? OTHER_TABLES[table] ?? table

export const TABLE_OPTIONS = [
  ...[...LOGGED_RESOURCES.values()].map((resource) => ({ value: resource.table, text: resource.title })),
  ...Object.entries(OTHER_TABLES).map(([value, text]) => ({ value, text })),
]
