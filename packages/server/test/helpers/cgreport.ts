import type { Db } from '../../src/db/client'
import { onlCgreportHead, onlCgreportItem } from '../../src/db/schema'

/** A report defined straight in the tables, as an administrator would. */
export async function defineReport(
  db: Db,
  id: string,
  cgrSql: string,
  items: { field: string; type?: string; query?: boolean }[],
  perms: string | null = 'system:user:list',
) {
  await db.insert(onlCgreportHead).values({ id, code: id, name: id, cgrSql, perms })
  await db.insert(onlCgreportItem).values(
    items.map((item, index) => ({
      id: `${id}-${index}`,
      cgrheadId: id,
      fieldName: item.field,
      fieldTxt: item.field,
      fieldType: item.type ?? 'String',
      isQuery: item.query ? 1 : 0,
      orderNum: index,
    })),
  )
}
