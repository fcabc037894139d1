import type { DictOption } from '@portico/contract'
import { and, asc, eq, ilike, inArray } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { sysDict, sysDictItem } from '../../db/schema'
import { containsPattern } from '../shared/like'
import { queryTableDict, resolveTableDict, type TableDictQuery } from './table-dicts'

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

export async function systemDictItems(
  db: Db,
  code: string,
  { keyword, values, limit }: TableDictQuery = {},
): Promise<DictOption[]> {
  const query = db
    .select({ value: sysDictItem.itemValue, text: sysDictItem.itemText })
    .from(sysDictItem)
    .innerJoin(sysDict, eq(sysDict.id, sysDictItem.dictId))
    .where(
      and(
        eq(sysDict.dictCode, code),
        eq(sysDict.delFlag, 0),
        keyword ? ilike(sysDictItem.itemText, containsPattern(keyword)) : undefined,
        values ? inArray(sysDictItem.itemValue, values) : undefined,
      ),
    )
    .orderBy(asc(sysDictItem.sortOrder))
  const rows = limit ? await query.limit(limit) : await query
  return rows.map((r) => option(r.value, r.text))
}

export type DictQueryResult =
  | { ok: true; options: DictOption[] }
  | { ok: false; reason: 'format' | 'not-allowed' }

/** Items of a system dictionary (no comma) or of a whitelisted `table,text,code` one, filtered as asked. */
export async function queryDict(db: Db, code: string, query: TableDictQuery): Promise<DictQueryResult> {
  if (!code.includes(',')) return { ok: true, options: await systemDictItems(db, code, query) }
  const resolved = resolveTableDict(code)
  if (!resolved.ok) return resolved
  return { ok: true, options: await queryTableDict(db, resolved.dict, query) }
}

/** Every item of a system or whitelisted table dictionary (none for an unknown or refused code). */
export async function dictItems(db: Db, code: string): Promise<DictOption[]> {
  const result = await queryDict(db, code, {})
  return result.ok ? result.options : []
}

/** value → text of one system or table dictionary, for `<field>_dictText`. */
export async function dictTextMap(db: Db, code: string): Promise<Map<string, string>> {
  return new Map((await dictItems(db, code)).map((o) => [o.value, o.text]))
}
