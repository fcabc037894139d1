import type { OnlineFormField, OnlineFormHead, OnlineTableType, Page } from '@portico/contract'
import { and, asc, count, desc, eq, ilike, inArray, isNotNull, or, type SQL, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { onlCgformField, onlCgformHead, sysCategory } from '../../db/schema'
import { badRequest, notFound } from '../../http/envelope'
import { allDictItems } from '../dicts/dicts'
import { pageParams, toPage } from '../query'
import { formatDateTime } from '../shared/dates'
import { newId } from '../shared/ids'
import { containsPattern } from '../shared/like'
import { type DesignLookups, designError, type FieldDesign, parseFields } from './field-design'
import { indexProblem } from './indexes'
import { KIND_SPECS } from './kinds'
import { tableExists, tableNameProblem } from './names'

export type HeadRow = typeof onlCgformHead.$inferSelect
type FieldRow = typeof onlCgformField.$inferSelect

/** Who changes a design, and for which tenant (designs and their rows belong to one). */
export interface DesignActor {
  username: string
  tenantId: number
}

export const DESIGN_NOT_FOUND = '未找到对应的表单'

/**
 * The table type of each design (JeecgBoot's 1 single, 2 main, 3 sub), from the designs as they are now: a design
 * with a foreign key field (`mainTable`) is a sub-table; one whose table another design of its tenant names is a main.
 */
export async function tableTypesOf(db: Db, heads: HeadRow[]): Promise<Map<string, OnlineTableType>> {
  const types = new Map<string, OnlineTableType>(heads.map((head) => [head.id, 1]))
  if (heads.length === 0) return types
  const subs = await db
    .selectDistinct({ headId: onlCgformField.cgformHeadId })
    .from(onlCgformField)
    .where(and(inArray(onlCgformField.cgformHeadId, [...types.keys()]), isNotNull(onlCgformField.mainTable)))
  const named = await db
    .selectDistinct({ tenantId: onlCgformHead.tenantId, mainTable: onlCgformField.mainTable })
    .from(onlCgformField)
    .innerJoin(onlCgformHead, eq(onlCgformHead.id, onlCgformField.cgformHeadId))
    .where(inArray(onlCgformField.mainTable, [...new Set(heads.map((head) => head.tableName))]))
  const mains = new Set(named.map((row) => `${row.tenantId}/${row.mainTable}`))
  for (const head of heads) if (mains.has(`${head.tenantId}/${head.tableName}`)) types.set(head.id, 2)
  for (const { headId } of subs) types.set(headId, 3)
  return types
}

export async function tableTypeOf(db: Db, head: HeadRow): Promise<OnlineTableType> {
  return (await tableTypesOf(db, [head])).get(head.id) ?? 1
}

/** One design as JeecgBoot's head queryById answers it, with its table type. */
export const headWireOf = async (db: Db, head: HeadRow): Promise<OnlineFormHead> =>
  headWire(head, await tableTypeOf(db, head))

/** Designs as JeecgBoot's head list and queryById answer them, with their table types. */
export async function headsWire(db: Db, heads: HeadRow[]): Promise<OnlineFormHead[]> {
  const types = await tableTypesOf(db, heads)
  return heads.map((head) => headWire(head, types.get(head.id) ?? 1))
}

/** A design as JeecgBoot's head list and queryById answer it (the options this server has are fixed). */
export function headWire(head: HeadRow, tableType: OnlineTableType): OnlineFormHead {
  return {
    id: head.id,
    tableName: head.tableName,
    tableTxt: head.tableTxt,
    tableType,
    tableVersion: head.tableVersion,
    syncedVersion: head.syncedVersion,
    isDbSynch: head.isDbSynch === 'Y' ? 'Y' : 'N',
    isCheckbox: 'Y',
    isPage: 'Y',
    isTree: 'N',
    idType: 'UUID',
    formTemplate: '1',
    themeTemplate: 'normal',
    copyType: 0,
    tenantId: head.tenantId,
    createBy: head.createBy,
    createTime: formatDateTime(head.createTime),
    updateBy: head.updateBy,
    updateTime: formatDateTime(head.updateTime),
  }
}

/** A field as JeecgBoot's field/listByHeadId answers it: its kind and JeecgBoot's dbType and fieldShowType. */
export function fieldWire(
  field: FieldDesign & { id?: string },
  headId: string,
): OnlineFormField & { cgformHeadId: string } {
  const spec = KIND_SPECS[field.fieldKind]
  return {
    id: field.id,
    cgformHeadId: headId,
    dbFieldName: field.dbFieldName,
    dbFieldTxt: field.dbFieldTxt,
    fieldKind: field.fieldKind,
    dbType: spec.dbType,
    fieldShowType: spec.showType,
    dbLength: field.dbLength ?? 0,
    dbPointLength: field.dbPointLength ?? 0,
    dbDefaultVal: field.dbDefaultVal ?? '',
    dictField: field.dictField ?? '',
    dictTable: '',
    dictText: '',
    dbIsKey: 0,
    dbIsNull: field.fieldMustInput ? 0 : 1,
    fieldMustInput: field.fieldMustInput ? '1' : '0',
    fieldValidType: field.fieldValidType ?? (field.isUnique ? 'only' : ''),
    isUnique: field.isUnique ? 1 : 0,
    isShowList: field.isShowList ? 1 : 0,
    isShowForm: field.isShowForm ? 1 : 0,
    isQuery: field.isQuery ? 1 : 0,
    queryMode: field.queryMode,
    orderNum: field.orderNum,
    fieldMin: field.fieldMin ?? '',
    fieldMax: field.fieldMax ?? '',
    indexType: field.indexType ?? '',
    mainTable: field.mainTable ?? '',
    mainField: field.mainField ?? '',
  }
}

export const fieldDesignOf = (row: FieldRow): FieldDesign & { id: string } => ({
  id: row.id,
  dbFieldName: row.dbFieldName,
  dbFieldTxt: row.dbFieldTxt,
  fieldKind: row.fieldKind as FieldDesign['fieldKind'],
  dbLength: row.dbLength,
  dbPointLength: row.dbPointLength,
  dbDefaultVal: row.dbDefaultVal,
  dictField: row.dictField,
  fieldMustInput: row.fieldMustInput,
  fieldValidType: row.fieldValidType,
  isUnique: row.isUnique,
  isShowList: row.isShowList,
  isShowForm: row.isShowForm,
  isQuery: row.isQuery,
  queryMode: row.queryMode as FieldDesign['queryMode'],
  orderNum: row.orderNum,
  fieldMin: row.fieldMin,
  fieldMax: row.fieldMax,
  indexType: row.indexType as FieldDesign['indexType'],
  mainTable: row.mainTable,
  mainField: row.mainField,
})

/** The tenant's design, by id or by table name (JeecgBoot's `code`); undefined when it is not theirs. */
export async function findHead(
  db: Db,
  tenantId: number,
  code: string,
  lock = false,
): Promise<HeadRow | undefined> {
  const query = db
    .select()
    .from(onlCgformHead)
    .where(
      and(
        eq(onlCgformHead.tenantId, tenantId),
        or(eq(onlCgformHead.id, code), eq(onlCgformHead.tableName, code)),
      ),
    )
    .limit(1)
  const [head] = lock ? await query.for('update') : await query
  return head
}

export async function headOrMissing(db: Db, tenantId: number, code: string, lock = false): Promise<HeadRow> {
  const head = await findHead(db, tenantId, code, lock)
  if (!head) throw notFound(DESIGN_NOT_FOUND)
  return head
}

export async function fieldsOf(db: Db, headId: string) {
  const rows = await db
    .select()
    .from(onlCgformField)
    .where(eq(onlCgformField.cgformHeadId, headId))
    .orderBy(asc(onlCgformField.orderNum), asc(onlCgformField.dbFieldName))
  return rows.map(fieldDesignOf)
}

/** Paged designs of the tenant; `tableName` / `tableTxt` filter by containment. */
export async function listHeads(
  db: Db,
  tenantId: number,
  query: Record<string, unknown>,
): Promise<Page<unknown>> {
  const page = pageParams(query)
  const conditions: SQL[] = [eq(onlCgformHead.tenantId, tenantId)]
  for (const [key, column] of [
    ['tableName', onlCgformHead.tableName],
    ['tableTxt', onlCgformHead.tableTxt],
  ] as const) {
    const value = String(query[key] ?? '')
      .replaceAll('*', '')
      .trim()
    if (value) conditions.push(ilike(column, containsPattern(value)))
  }
  const where = and(...conditions)
  const [{ total }] = await db.select({ total: count() }).from(onlCgformHead).where(where)
  const rows = await db
    .select()
    .from(onlCgformHead)
    .where(where)
    .orderBy(desc(onlCgformHead.createTime), asc(onlCgformHead.id))
    .limit(page.pageSize)
    .offset((page.pageNo - 1) * page.pageSize)
  return toPage(await headsWire(db, rows), Number(total), page)
}

function checkedHeadText(value: unknown): string {
  const text = String(value ?? '').trim()
  if (text === '') throw designError('请输入表描述')
  if (text.length > 200) throw designError('表描述最多200个字符')
  if (text.includes('\u0000')) throw designError('表描述含有不允许的字符')
  return text
}

/** A table name no design and no other table has (the unique index settles a race between two saves). */
async function checkNewTableName(db: Db, name: unknown): Promise<string> {
  const problem = tableNameProblem(name)
  if (problem) throw designError(problem)
  const tableName = name as string
  const [taken] = await db
    .select({ id: onlCgformHead.id })
    .from(onlCgformHead)
    .where(eq(onlCgformHead.tableName, tableName))
  if (taken || (await tableExists(db, tableName))) throw designError(`表名${tableName}已存在`)
  return tableName
}

/** The dictionaries and category codes a design's fields may name. */
async function designLookups(db: Db): Promise<DesignLookups> {
  const categories = await db.select({ code: sysCategory.code }).from(sysCategory)
  return { dicts: await allDictItems(db), categories: new Set(categories.map((row) => row.code)) }
}

/** A sub-table's foreign key names a main design of the same tenant (not itself, not another sub-table). */
async function checkMainTable(db: Db, tenantId: number, tableName: string, fields: FieldDesign[]) {
  const key = fields.find((field) => field.mainTable)
  if (!key) return
  const main = key.mainTable!
  const [head] = await db
    .select({ id: onlCgformHead.id })
    .from(onlCgformHead)
    .where(and(eq(onlCgformHead.tenantId, tenantId), eq(onlCgformHead.tableName, main)))
  if (!head || main === tableName) throw designError(`字段${key.dbFieldName}的主表${main}不存在`)
  const [mainKey] = await db
    .select({ id: onlCgformField.id })
    .from(onlCgformField)
    .where(and(eq(onlCgformField.cgformHeadId, head.id), isNotNull(onlCgformField.mainTable)))
  if (mainKey) throw designError(`表${main}是子表，不能再作为主表`)
}

function checkIndexes(tableName: string, fields: FieldDesign[]) {
  const problem = indexProblem(tableName, fields)
  if (problem) throw designError(problem)
}

const fieldRows = (headId: string, fields: FieldDesign[]) =>
  fields.map((field) => ({ ...field, id: newId(), cgformHeadId: headId }))

const isUniqueViolation = (error: unknown) =>
  (error as { code?: string })?.code === '23505' ||
  (error as { cause?: { code?: string } })?.cause?.code === '23505'

/** Stores a new design (not yet synchronised: its table does not exist until 同步数据库); answers it. */
export async function addDesign(
  db: Db,
  actor: DesignActor,
  body: { head?: Record<string, unknown>; fields?: unknown },
): Promise<HeadRow> {
  const head = body.head ?? {}
  const tableName = await checkNewTableName(db, head.tableName)
  const tableTxt = checkedHeadText(head.tableTxt)
  const fields = parseFields(body.fields, await designLookups(db))
  checkIndexes(tableName, fields)
  await checkMainTable(db, actor.tenantId, tableName, fields)
  const id = newId()
  try {
    return await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(onlCgformHead)
        .values({
          id,
          tenantId: actor.tenantId,
          tableName,
          tableTxt,
          createBy: actor.username,
          createTime: new Date(),
        })
        .returning()
      await tx.insert(onlCgformField).values(fieldRows(id, fields))
      return row
    })
  } catch (error) {
    if (isUniqueViolation(error)) throw designError(`表名${tableName}已存在`)
    throw error
  }
}

/**
 * Changes a design: its description, and with `fields` its whole field list (a new version, to be synchronised).
 * A synchronised table keeps its name.
 */
export async function editDesign(
  db: Db,
  actor: DesignActor,
  body: { head?: Record<string, unknown>; fields?: unknown },
): Promise<HeadRow> {
  const head = body.head ?? {}
  const code = String(head.id ?? '')
  if (code === '') throw badRequest('缺少表单id')
  const fields = body.fields === undefined ? undefined : parseFields(body.fields, await designLookups(db))
  try {
    return await db.transaction(async (tx) => {
      const existing = await headOrMissing(tx as unknown as Db, actor.tenantId, code, true)
      let tableName = existing.tableName
      if (head.tableName !== undefined && head.tableName !== existing.tableName) {
        if (existing.syncedVersion > 0) throw designError('已同步数据库的表不能修改表名')
        tableName = await checkNewTableName(tx as unknown as Db, head.tableName)
      }
      const tableTxt = head.tableTxt === undefined ? existing.tableTxt : checkedHeadText(head.tableTxt)
      checkIndexes(tableName, fields ?? (await fieldsOf(tx as unknown as Db, existing.id)))
      if (fields) await checkMainTable(tx as unknown as Db, actor.tenantId, tableName, fields)
      const changesFields = fields !== undefined || tableName !== existing.tableName
      if (fields) {
        await tx.delete(onlCgformField).where(eq(onlCgformField.cgformHeadId, existing.id))
        await tx.insert(onlCgformField).values(fieldRows(existing.id, fields))
      }
      const [row] = await tx
        .update(onlCgformHead)
        .set({
          tableName,
          tableTxt,
          ...(changesFields ? { tableVersion: sql`${onlCgformHead.tableVersion} + 1`, isDbSynch: 'N' } : {}),
          updateBy: actor.username,
          updateTime: new Date(),
        })
        .where(eq(onlCgformHead.id, existing.id))
        .returning()
      return row
    })
  } catch (error) {
    if (isUniqueViolation(error)) throw designError(`表名${String(head.tableName)}已存在`)
    throw error
  }
}
