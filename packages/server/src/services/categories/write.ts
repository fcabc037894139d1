import { CATEGORY_ROOT_PID, type CategoryForm, CategoryMessages } from '@portico/contract'
import { and, count, eq, inArray, like, ne } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { sysCategory } from '../../db/schema'
import { badRequest, conflict, notFound } from '../../http/envelope'
import { newId } from '../shared/ids'
import { escapeLike } from '../shared/like'
import { CATEGORY_CODE, nextCategoryCode } from './codes'
import { type CategoryRow, checkedText, MAX_CATEGORY_ROWS } from './read'

export const CATEGORY_NOT_FOUND = '未找到对应实体'

export interface Actor {
  username: string
  orgCode: string | null
}

async function findCategory(db: Db, id: string): Promise<CategoryRow | undefined> {
  const rows = await db
    .select()
    .from(sysCategory)
    .where(eq(sysCategory.id, checkedText('id', id)))
  return rows[0]
}

function nameOf(form: CategoryForm): string {
  const name = typeof form.name === 'string' ? checkedText('name', form.name.trim()) : ''
  if (name === '') throw badRequest('分类名称不能为空')
  if (name.length > 100) throw badRequest('分类名称不能超过100个字符')
  return name
}

const rootPid = (pid: string | null | undefined) => (!pid ? CATEGORY_ROOT_PID : pid)

/**
 * A code the caller chose must start with the parent's code (JeecgBoot checkCode), be longer than it, use only
 * letters, digits, `_` and `-`, and be free.
 */
async function checkChosenCode(db: Db, code: string, parentCode: string, exceptId?: string): Promise<void> {
  if (!CATEGORY_CODE.test(code)) throw badRequest('编码只能包含字母、数字、下划线和中划线，且不超过100个字符')
  if (parentCode && (!code.startsWith(parentCode) || code === parentCode))
    throw badRequest(CategoryMessages.codePrefix(parentCode))
  const taken = await db
    .select({ n: count() })
    .from(sysCategory)
    .where(and(eq(sysCategory.code, code), exceptId ? ne(sysCategory.id, exceptId) : undefined))
  if (Number(taken[0]?.n ?? 0) > 0) throw conflict('该编码已存在')
}

/** checkCode: does `code` start with the code of the parent `pid`? */
export async function checkCode(db: Db, pid: string | undefined, code: string | undefined): Promise<void> {
  if (!code) throw badRequest(CategoryMessages.codeEmpty)
  if (!pid || pid === CATEGORY_ROOT_PID) return
  const parent = await findCategory(db, pid)
  if (!parent) throw notFound(CATEGORY_NOT_FOUND)
  if (!code.startsWith(parent.code)) throw badRequest(CategoryMessages.codePrefix(parent.code))
}

/** Adds a category under `pid` (a root when empty); without a code it gets the next free one (A01, A01A01 …). */
export async function addCategory(db: Db, form: CategoryForm, actor: Actor): Promise<CategoryRow> {
  const name = nameOf(form)
  const pid = rootPid(form.pid)
  return db.transaction(async (tx) => {
    const parent = pid === CATEGORY_ROOT_PID ? undefined : await findCategory(tx as unknown as Db, pid)
    if (pid !== CATEGORY_ROOT_PID && !parent) throw badRequest('上级分类不存在')
    const parentCode = parent?.code ?? ''
    let code = typeof form.code === 'string' ? form.code.trim() : ''
    if (code) await checkChosenCode(tx as unknown as Db, code, parentCode)
    else {
      const siblings = await tx
        .select({ code: sysCategory.code })
        .from(sysCategory)
        .where(like(sysCategory.code, `${escapeLike(parentCode)}___`))
      const next = nextCategoryCode(
        parentCode,
        siblings.map((s) => s.code),
      )
      if (!next) throw conflict('该层级的编码已用完')
      code = next
    }
    const now = new Date()
    const [row] = await tx
      .insert(sysCategory)
      .values({
        id: newId(),
        pid,
        name,
        code,
        hasChild: '0',
        sysOrgCode: actor.orgCode,
        createBy: actor.username,
        createTime: now,
      })
      .returning()
    if (parent && parent.hasChild !== '1')
      await tx.update(sysCategory).set({ hasChild: '1' }).where(eq(sysCategory.id, parent.id))
    return row
  })
}

/** Renames a category, or changes the code of one without children; moving it to another parent is refused. */
export async function editCategory(db: Db, form: CategoryForm, actor: Actor): Promise<CategoryRow> {
  if (!form.id) throw badRequest('id 不能为空')
  const id = form.id
  const name = nameOf(form)
  return db.transaction(async (tx) => {
    const row = await findCategory(tx as unknown as Db, id)
    if (!row) throw notFound(CATEGORY_NOT_FOUND)
    if (form.pid !== undefined && rootPid(form.pid) !== row.pid) throw badRequest('不支持修改上级分类')
    const code = typeof form.code === 'string' && form.code.trim() !== '' ? form.code.trim() : row.code
    if (code !== row.code) {
      if (row.hasChild === '1') throw badRequest('该分类下有子分类，不能修改编码')
      const parent =
        row.pid === CATEGORY_ROOT_PID ? undefined : await findCategory(tx as unknown as Db, row.pid)
      await checkChosenCode(tx as unknown as Db, code, parent?.code ?? '', row.id)
    }
    const [updated] = await tx
      .update(sysCategory)
      .set({ name, code, updateBy: actor.username, updateTime: new Date() })
      .where(eq(sysCategory.id, row.id))
      .returning()
    return updated
  })
}

/** Deletes the categories and everything below them; parents left without children become leaves. */
export async function deleteCategories(db: Db, ids: string[]): Promise<number> {
  return db.transaction(async (tx) => {
    const roots = await tx
      .select()
      .from(sysCategory)
      .where(
        inArray(
          sysCategory.id,
          ids.map((id) => checkedText('id', id)),
        ),
      )
    if (roots.length === 0) return 0
    const doomed = new Set(roots.map((r) => r.id))
    let level = [...doomed]
    while (level.length > 0 && doomed.size <= MAX_CATEGORY_ROWS * 10) {
      const children = await tx
        .select({ id: sysCategory.id })
        .from(sysCategory)
        .where(inArray(sysCategory.pid, level))
      level = children.map((c) => c.id).filter((id) => !doomed.has(id))
      for (const id of level) doomed.add(id)
    }
    await tx.delete(sysCategory).where(inArray(sysCategory.id, [...doomed]))
    const parents = [...new Set(roots.map((r) => r.pid))].filter((pid) => pid !== CATEGORY_ROOT_PID)
    for (const pid of parents) {
      const left = await tx.select({ n: count() }).from(sysCategory).where(eq(sysCategory.pid, pid))
      if (Number(left[0]?.n ?? 0) === 0)
        await tx.update(sysCategory).set({ hasChild: '0' }).where(eq(sysCategory.id, pid))
    }
    return roots.length
  })
}
