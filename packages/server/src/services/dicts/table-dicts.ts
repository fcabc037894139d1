import type { DictOption } from '@portico/contract'
import { and, asc, eq, ilike, inArray, or, type SQL, sql } from 'drizzle-orm'
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core'
import type { Db } from '../../db/client'
import {
  currency,
  customerProfile,
  logisticsChannel,
  logisticsStation,
  sysDepart,
  sysRole,
  sysTenant,
  sysUser,
  transportDriver,
  transportHabitatAgent,
  transportHabitatCar,
  transportOverseasAgent,
} from '../../db/schema'
import { containsPattern } from '../shared/like'
import { CUSTOMER_ROLE_CODE } from '../tenants/customer-fit'
import { memberOfTenant } from '../tenants/tenant-members'
import { type CustomerRows, type DictViewer, viewerCondition } from './dict-viewer'

interface TableDict {
  table: PgTable
  columns: Record<string, AnyPgColumn>
  /** Rows hidden from any dictionary (e.g. deleted users). */
  visible?: SQL
  /** Set on tables customers share: the rows one customer's users may see. Unset: everyone sees every row. */
  customerRows?: CustomerRows
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
    customerRows: memberOfTenant,
  },
  sys_depart: {
    table: sysDepart,
    columns: { id: sysDepart.id, depart_name: sysDepart.departName, org_code: sysDepart.orgCode },
    visible: eq(sysDepart.delFlag, 0),
    customerRows: (customerId) => eq(sysDepart.tenantId, customerId),
  },
  sys_role: {
    table: sysRole,
    columns: { id: sysRole.id, role_name: sysRole.roleName, role_code: sysRole.roleCode },
    customerRows: (customerId) =>
      or(eq(sysRole.tenantId, customerId), eq(sysRole.roleCode, CUSTOMER_ROLE_CODE))!,
  },
  sys_tenant: {
    table: sysTenant,
    columns: { id: sysTenant.id, name: sysTenant.name },
    customerRows: (customerId) => eq(sysTenant.id, customerId),
  },
  /** Customer companies: the tenants of type 'customer'. */
  customer_tenant: {
    table: sysTenant,
    columns: { id: sysTenant.id, name: sysTenant.name },
    visible: eq(sysTenant.tenantType, 'customer'),
    customerRows: (customerId) => eq(sysTenant.id, customerId),
  },
  logistics_channel: {
    table: logisticsChannel,
    columns: { code: logisticsChannel.code, name: logisticsChannel.name },
  },
  currency: { table: currency, columns: { code: currency.code, name: currency.name } },
  customer_profile: {
    table: customerProfile,
    columns: { customer_id: customerProfile.customerId, company_name: customerProfile.companyName },
    customerRows: (customerId) => eq(customerProfile.customerId, customerId),
  },
  logistics_station: {
    table: logisticsStation,
    columns: { code: logisticsStation.code, name: logisticsStation.name },
  },
  // 运力资源 links (platform data): a link stores the code, lists show the name.
  transport_overseas_agent: {
    table: transportOverseasAgent,
    columns: { name: transportOverseasAgent.name, code: transportOverseasAgent.code },
  },
  transport_habitat_agent: {
    table: transportHabitatAgent,
    columns: { name: transportHabitatAgent.name, code: transportHabitatAgent.code },
  },
  // Drivers' names and licences are the staff's: a customer's user gets no rows.
  transport_driver: {
    table: transportDriver,
    columns: { name: transportDriver.name, licence_no: transportDriver.licenceNo },
    customerRows: () => sql`false`,
  },
  transport_habitat_car: { table: transportHabitatCar, columns: { plate: transportHabitatCar.plate } },
}

/** Most rows one table dictionary answers when the caller sets no page size. */
const MAX_ROWS = 5000

/** A `table,text,code` code resolved against the whitelist. */
export interface ResolvedTableDict {
  table: PgTable
  text: AnyPgColumn
  value: AnyPgColumn
  visible?: SQL
  customerRows?: CustomerRows
}

export type TableDictResolution =
  | { ok: true; dict: ResolvedTableDict }
  | { ok: false; reason: 'format' | 'not-allowed' }

const own = <T>(record: Record<string, T>, key: string): T | undefined =>
  Object.hasOwn(record, key) ? record[key] : undefined

/** Maps a table dictionary code onto whitelisted columns; a 4th part (JeecgBoot's raw SQL condition) is refused. */
export function resolveTableDict(code: string): TableDictResolution {
  const parts = code.split(',').map((p) => p.trim())
  if (parts.length < 3 || parts.length > 4) return { ok: false, reason: 'format' }
  if (parts.length === 4) return { ok: false, reason: 'not-allowed' }
  const [tableName, textName, codeName] = parts
  const dict = own(TABLE_DICTS, tableName)
  const text = dict && own(dict.columns, textName)
  const value = dict && own(dict.columns, codeName)
  if (!dict || !text || !value) return { ok: false, reason: 'not-allowed' }
  return {
    ok: true,
    dict: { table: dict.table, text, value, visible: dict.visible, customerRows: dict.customerRows },
  }
}

const toOption = (r: { value: unknown; text: unknown }): DictOption => ({
  value: String(r.value),
  text: String(r.text ?? ''),
  title: String(r.text ?? ''),
})

export interface TableDictQuery {
  /** Keeps rows whose text contains it (case-insensitive, wildcards matched literally). */
  keyword?: string
  /** Keeps rows whose stored value is one of these. */
  values?: string[]
  limit?: number
  /** Who asks (the routes pass it): a customer's user gets their own company's rows only. */
  viewer?: DictViewer
}

export async function queryTableDict(
  db: Db,
  dict: ResolvedTableDict,
  { keyword, values, limit = MAX_ROWS, viewer }: TableDictQuery = {},
): Promise<DictOption[]> {
  const rows = await db
    .select({ text: dict.text, value: dict.value })
    .from(dict.table)
    .where(
      and(
        dict.visible,
        viewerCondition(viewer, dict.customerRows),
        keyword ? ilike(dict.text, containsPattern(keyword)) : undefined,
        values ? inArray(dict.value, values) : undefined,
      ),
    )
    .orderBy(asc(dict.value))
    .limit(Math.min(limit, MAX_ROWS))
  return rows.map(toOption)
}

export type TableDictLookup =
  | { ok: true; options: DictOption[] }
  | { ok: false; reason: 'format' | 'not-allowed' }

/** Every item of a whitelisted table dictionary the viewer may see (getDictItems). */
export async function tableDictItems(db: Db, code: string, viewer?: DictViewer): Promise<TableDictLookup> {
  const resolved = resolveTableDict(code)
  if (!resolved.ok) return resolved
  return { ok: true, options: await queryTableDict(db, resolved.dict, { viewer }) }
}
