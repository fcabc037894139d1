import type { SysDictItem } from '@portico/contract'
import { and, asc, count, eq, ilike, inArray, ne, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { sysDict, sysDictItem } from '../../db/schema'
import { badRequest, HttpError, notFound } from '../../http/envelope'
import { writeDataLog } from '../logs/data-log'
import { type PageParams, toPage } from '../query'
import type { ResourceHooks } from '../resources/service'
import { formatDateTime } from '../shared/dates'
import { newId } from '../shared/ids'
import { containsPattern } from '../shared/like'

export const DICT_MESSAGES = {
  codeInBin: '字典编码已被回收站中的字典占用，请先还原或彻底删除它',
  dictNotFound: '未找到对应字典',
  itemNotFound: '未找到对应实体',
  valueTaken: '该值不可用，系统中已存在！',
} as const

const fieldError = (field: string, message: string) =>
  new HttpError(409, message, { errors: { [field]: message } })

/** The code of a deleted dictionary is still taken (the column is unique): say where it is. */
export const dictHooks: ResourceHooks = {
  missingMessage: DICT_MESSAGES.dictNotFound,
  async beforeWrite({ tx, values, existing }) {
    const code = values.dictCode
    if (typeof code !== 'string') return undefined
    const inBin = await tx
      .select({ id: sysDict.id })
      .from(sysDict)
      .where(
        and(
          eq(sysDict.dictCode, code),
          eq(sysDict.delFlag, 1),
          existing ? ne(sysDict.id, String(existing.id)) : undefined,
        ),
      )
      .limit(1)
    if (inBin.length) throw fieldError('dictCode', DICT_MESSAGES.codeInBin)
    return undefined
  },
}

type DictRow = typeof sysDict.$inferSelect

const toDeletedDict = (row: DictRow) => ({
  id: row.id,
  dictName: row.dictName,
  dictCode: row.dictCode,
  description: row.description,
  updateBy: row.updateBy,
  updateTime: formatDateTime(row.updateTime),
})

/** The recycle bin: deleted dictionaries, latest first (JeecgBoot `deleteList`). */
export async function deletedDicts(db: Db) {
  const rows = await db
    .select()
    .from(sysDict)
    .where(eq(sysDict.delFlag, 1))
    .orderBy(sql`${sysDict.updateTime} desc nulls last`)
  return rows.map(toDeletedDict)
}

/** Puts a deleted dictionary back, as a new logged version. */
export async function restoreDict(db: Db, id: string, username: string) {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .update(sysDict)
      .set({ delFlag: 0, updateBy: username, updateTime: new Date(), version: sql`${sysDict.version} + 1` })
      .where(and(eq(sysDict.id, id), eq(sysDict.delFlag, 1)))
      .returning()
    if (!row) throw notFound(DICT_MESSAGES.dictNotFound)
    const after = { ...toDeletedDict(row), version: row.version }
    await writeDataLog(tx as unknown as Db, [
      {
        dataTable: 'sys_dict',
        dataId: id,
        dataVersion: row.version,
        action: 'restore',
        before: null,
        after,
        actor: username,
        tenantId: null,
      },
    ])
  })
}

/** Removes a deleted dictionary and its items for good. */
export async function purgeDict(db: Db, id: string) {
  await db.transaction(async (tx) => {
    const gone = await tx
      .delete(sysDict)
      .where(and(eq(sysDict.id, id), eq(sysDict.delFlag, 1)))
      .returning({ id: sysDict.id })
    if (gone.length === 0) throw notFound(DICT_MESSAGES.dictNotFound)
    await tx.delete(sysDictItem).where(eq(sysDictItem.dictId, id))
  })
}

type ItemRow = typeof sysDictItem.$inferSelect
const toItem = (row: ItemRow): SysDictItem => ({
  id: row.id,
  dictId: row.dictId,
  itemText: row.itemText,
  itemValue: row.itemValue,
  description: row.description,
  sortOrder: row.sortOrder,
  status: row.status,
  createTime: formatDateTime(row.createTime),
})

/** The items of a dictionary in sort order, filtered by text (contains) and status, one page. */
export async function dictItemPage(
  db: Db,
  query: { dictId?: string; itemText?: string; status?: string },
  page: PageParams,
) {
  // JeecgBoot's 数据字典 screen asks before a dictionary is picked; that is an empty page, not an error.
  if (!query.dictId) return toPage([], 0, page)
  const where = and(
    eq(sysDictItem.dictId, query.dictId),
    query.itemText ? ilike(sysDictItem.itemText, containsPattern(query.itemText)) : undefined,
    query.status === '0' || query.status === '1' ? eq(sysDictItem.status, Number(query.status)) : undefined,
  )
  const [rows, [{ n }]] = await Promise.all([
    db
      .select()
      .from(sysDictItem)
      .where(where)
      .orderBy(asc(sysDictItem.sortOrder), asc(sysDictItem.createTime), asc(sysDictItem.id))
      .limit(page.pageSize)
      .offset((page.pageNo - 1) * page.pageSize),
    db.select({ n: count() }).from(sysDictItem).where(where),
  ])
  return toPage(rows.map(toItem), Number(n), page)
}

export async function itemValueTaken(db: Db, dictId: string, itemValue: string, exceptId?: string) {
  const rows = await db
    .select({ id: sysDictItem.id })
    .from(sysDictItem)
    .where(
      and(
        eq(sysDictItem.dictId, dictId),
        eq(sysDictItem.itemValue, itemValue),
        exceptId ? ne(sysDictItem.id, exceptId) : undefined,
      ),
    )
    .limit(1)
  return rows.length > 0
}

const str = (value: unknown) => (value === undefined || value === null ? '' : String(value).trim())
const itemError = (field: string, message: string) =>
  new HttpError(400, message, { errors: { [field]: message } })

function itemValues(form: Record<string, unknown>) {
  const itemText = str(form.itemText)
  if (!itemText) throw itemError('itemText', '请输入名称!')
  if (itemText.length > 100) throw itemError('itemText', '名称不能超过100个字符')
  const itemValue = str(form.itemValue)
  if (!itemValue) throw itemError('itemValue', '请输入数据值!')
  if (itemValue.length > 100) throw itemError('itemValue', '数据值不能超过100个字符')
  const description = str(form.description)
  if (description.length > 255) throw itemError('description', '描述不能超过255个字符')
  const sortOrder = form.sortOrder === undefined || form.sortOrder === '' ? 1 : Number(form.sortOrder)
  if (!Number.isInteger(sortOrder) || sortOrder < 0 || sortOrder > 99999)
    throw itemError('sortOrder', '排序值须为0-99999的整数')
  const status =
    form.status === undefined || form.status === null || form.status === '' ? 1 : Number(form.status)
  if (status !== 0 && status !== 1) throw itemError('status', '状态不正确')
  return { itemText, itemValue, description: description || null, sortOrder, status }
}

async function requireLiveDict(db: Db, dictId: string) {
  const [dict] = await db
    .select({ id: sysDict.id })
    .from(sysDict)
    .where(and(eq(sysDict.id, dictId), eq(sysDict.delFlag, 0)))
  if (!dict) throw badRequest(DICT_MESSAGES.dictNotFound)
}

export async function addDictItem(db: Db, form: Record<string, unknown>, username: string) {
  const dictId = str(form.dictId)
  await requireLiveDict(db, dictId)
  const values = itemValues(form)
  if (await itemValueTaken(db, dictId, values.itemValue))
    throw itemError('itemValue', DICT_MESSAGES.valueTaken)
  const id = newId()
  await db.insert(sysDictItem).values({ ...values, id, dictId, createBy: username, createTime: new Date() })
  return id
}

export async function editDictItem(db: Db, form: Record<string, unknown>, username: string) {
  const id = str(form.id)
  const [existing] = await db.select().from(sysDictItem).where(eq(sysDictItem.id, id))
  if (!existing) throw notFound(DICT_MESSAGES.itemNotFound)
  const values = itemValues(form)
  if (await itemValueTaken(db, existing.dictId, values.itemValue, id))
    throw itemError('itemValue', DICT_MESSAGES.valueTaken)
  await db
    .update(sysDictItem)
    .set({ ...values, updateBy: username, updateTime: new Date() })
    .where(eq(sysDictItem.id, id))
}

export async function deleteDictItems(db: Db, ids: string[]): Promise<number> {
  if (ids.length === 0) throw badRequest('请选择一条记录！')
  const gone = await db
    .delete(sysDictItem)
    .where(inArray(sysDictItem.id, ids))
    .returning({ id: sysDictItem.id })
  return gone.length
}
