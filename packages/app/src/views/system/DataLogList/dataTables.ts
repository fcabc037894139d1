import { RESOURCES, resourceOfTable } from '@portico/contract'

/** Tables written by hand-written routes that log too (every declared resource logs its writes). */
const OTHER_TABLES: Record<string, string> = { sys_user: '用户' }

export const tableTitle = (table: string) => resourceOfTable(table)?.title ?? OTHER_TABLES[table] ?? table

/** Every logged table, named by its resource's title. */
export const TABLE_OPTIONS = [
  ...RESOURCES.map((resource) => ({ value: resource.table, text: resource.title })),
  ...Object.entries(OTHER_TABLES).map(([value, text]) => ({ value, text })),
]
