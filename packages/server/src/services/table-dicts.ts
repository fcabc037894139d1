import type { DictOption } from '@portico/contract'
import { asc, eq } from 'drizzle-orm'
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core'
import type { Db } from '../db/client'
import { sysDepart, sysRole, sysTenant, sysUser } from '../db/schema'

interface TableDict {
  table: PgTable
  columns: Record<string, AnyPgColumn>
  /** Rows hidden from any dictionary (e.g. deleted users). */
  visible?: ReturnType<typeof eq>
}

/** The only tables and columns a `table,text,code` dictionary may name; identifiers never reach SQL from input. */
const TABLE_DICTS: Record<string, TableDict> = {
  sys_user: {
    table: sysUser,
    columns: {
      id: sysUser.id,
      username: sysUser.username,
      realname: sysUser.realname,
      work_no: sysUser.workNo,
    },
    visible: eq(sysUser.delFlag, 0),
  },
  sys_depart: {
    table: sysDepart,
    columns: { id: sysDepart.id, depart_name: sysDepart.departName, org_code: sysDepart.orgCode },
    visible: eq(sysDepart.delFlag, 0),
  },
  sys_role: {
    table: sysRole,
    columns: { id: sysRole.id, role_name: sysRole.roleName, role_code: sysRole.roleCode },
  },
  sys_tenant: { table: sysTenant, columns: { id: sysTenant.id, name: sysTenant.name } },
}

export type TableDictLookup =
  | { ok: true; options: DictOption[] }
  | { ok: false; reason: 'format' | 'not-allowed' }

export async function tableDictItems(db: Db, code: string): Promise<TableDictLookup> {
  const parts = code.split(',').map((p) => p.trim())
  if (parts.length < 3 || parts.length > 4) return { ok: false, reason: 'format' }
  // A 4th part would be a raw SQL condition in JeecgBoot; we never accept one.
  if (parts.length === 4) return { ok: false, reason: 'not-allowed' }
  const [tableName, textName, codeName] = parts
  const dict = Object.hasOwn(TABLE_DICTS, tableName) ? TABLE_DICTS[tableName] : undefined
  const text = dict && Object.hasOwn(dict.columns, textName) ? dict.columns[textName] : undefined
  const value = dict && Object.hasOwn(dict.columns, codeName) ? dict.columns[codeName] : undefined
  if (!dict || !text || !value) return { ok: false, reason: 'not-allowed' }
  const rows = await db
    .select({ text, value })
    .from(dict.table)
    .where(dict.visible)
    .orderBy(asc(value))
    .limit(5000)
  return {
    ok: true,
    options: rows.map((r) => ({
      value: String(r.value),
      text: String(r.text ?? ''),
      title: String(r.text ?? ''),
    })),
  }
}
