import type { DictOption } from '@portico/contract'
import { and, asc, eq } from 'drizzle-orm'
import type { Db } from '../db/client'
import { sysDict, sysDictItem } from '../db/schema'

const option = (value: string, text: string): DictOption => ({ value, text, title: text })

/** Every dictionary with its enabled items, as in the login result and queryAllDictItems. */
export async function allDictItems(db: Db): Promise<Record<string, DictOption[]>> {
  const dicts = await db.select().from(sysDict).where(eq(sysDict.delFlag, 0))
  const items = await db
    .select()
    .from(sysDictItem)
    .where(eq(sysDictItem.status, 1))
    .orderBy(asc(sysDictItem.sortOrder))
  const codeById = new Map(dicts.map((d) => [d.id, d.dictCode]))
  const result: Record<string, DictOption[]> = Object.fromEntries(dicts.map((d) => [d.dictCode, []]))
  for (const item of items) {
    const code = codeById.get(item.dictId)
    if (code) result[code].push(option(item.itemValue, item.itemText))
  }
  return result
}

export async function systemDictItems(db: Db, code: string): Promise<DictOption[]> {
  const rows = await db
    .select({ value: sysDictItem.itemValue, text: sysDictItem.itemText })
    .from(sysDictItem)
    .innerJoin(sysDict, eq(sysDict.id, sysDictItem.dictId))
    .where(and(eq(sysDict.dictCode, code), eq(sysDict.delFlag, 0)))
    .orderBy(asc(sysDictItem.sortOrder))
  return rows.map((r) => option(r.value, r.text))
}

/** value → text of one system dictionary, for `<field>_dictText`. */
export async function dictTextMap(db: Db, code: string): Promise<Map<string, string>> {
  return new Map((await systemDictItems(db, code)).map((o) => [o.value, o.text]))
}
