import type { CgReportColumn, CgReportQueryItem, DictOption } from '@portico/contract'
import { asc, eq } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { onlCgreportHead, onlCgreportItem, onlCgreportParam } from '../../db/schema'
import { queryDict } from '../dicts/dicts'

export type ReportHead = typeof onlCgreportHead.$inferSelect
export type ReportItem = typeof onlCgreportItem.$inferSelect
export type ReportParam = typeof onlCgreportParam.$inferSelect

export interface ReportDefinition {
  head: ReportHead
  items: ReportItem[]
  params: ReportParam[]
}

/** Field types a report item may declare (JeecgBoot's names). */
export const REPORT_FIELD_TYPES = [
  'String',
  'Integer',
  'Long',
  'Double',
  'BigDecimal',
  'Date',
  'Datetime',
] as const
export type ReportFieldType = (typeof REPORT_FIELD_TYPES)[number]

export const fieldTypeOf = (item: ReportItem): ReportFieldType =>
  (REPORT_FIELD_TYPES as readonly string[]).includes(item.fieldType)
    ? (item.fieldType as ReportFieldType)
    : 'String'

/** Query items after this many are hidden until the form is expanded (`hidden: '1'`). */
export const VISIBLE_QUERY_ITEMS = 2

export async function loadReport(
  db: Db,
  by: { id: string } | { code: string },
): Promise<ReportDefinition | undefined> {
  const [head] = await db
    .select()
    .from(onlCgreportHead)
    .where('id' in by ? eq(onlCgreportHead.id, by.id) : eq(onlCgreportHead.code, by.code))
  if (!head) return undefined
  const [items, params] = await Promise.all([
    db
      .select()
      .from(onlCgreportItem)
      .where(eq(onlCgreportItem.cgrheadId, head.id))
      .orderBy(asc(onlCgreportItem.orderNum), asc(onlCgreportItem.id)),
    db
      .select()
      .from(onlCgreportParam)
      .where(eq(onlCgreportParam.cgrheadId, head.id))
      .orderBy(asc(onlCgreportParam.orderNum), asc(onlCgreportParam.id)),
  ])
  return { head, items, params }
}

/** Options of each dictionary the items name; a dictionary that cannot be read (not whitelisted) gets none. */
export async function dictOptionsOf(db: Db, items: ReportItem[]): Promise<Record<string, DictOption[]>> {
  const codes = [...new Set(items.flatMap((item) => (item.dictCode ? [item.dictCode] : [])))]
  const entries = await Promise.all(
    codes.map(async (code) => {
      const lookup = await queryDict(db, code, {})
      return [code, lookup.ok ? lookup.options : []] as const
    }),
  )
  return Object.fromEntries(entries)
}

export function columnsOf(items: ReportItem[]): CgReportColumn[] {
  return items
    .filter((item) => item.isShow === 1)
    .map((item) => ({
      title: item.fieldTxt,
      dataIndex: item.fieldName,
      align: 'center',
      sorter: true,
      ...(item.dictCode ? { customRender: item.dictCode } : {}),
    }))
}

const VIEW: Record<ReportFieldType, CgReportQueryItem['view']> = {
  String: 'text',
  Integer: 'number',
  Long: 'number',
  Double: 'number',
  BigDecimal: 'number',
  Date: 'date',
  Datetime: 'datetime',
}

export const queryModeOf = (item: ReportItem): 'single' | 'group' =>
  item.queryMode === 'group' ? 'group' : 'single'

export function queryItemsOf(
  items: ReportItem[],
  dictOptions: Record<string, DictOption[]>,
): CgReportQueryItem[] {
  return items
    .filter((item) => item.isQuery === 1)
    .map((item, index) => ({
      field: item.fieldName,
      label: item.fieldTxt,
      view: item.dictCode ? 'list' : VIEW[fieldTypeOf(item)],
      mode: queryModeOf(item),
      hidden: index < VISIBLE_QUERY_ITEMS ? '0' : '1',
      ...(item.dictCode ? { dictCode: item.dictCode, dictOptions: dictOptions[item.dictCode] ?? [] } : {}),
    }))
}
