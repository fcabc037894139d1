import type { ReportDesign, ReportHeadWire, Resource } from '@portico/contract'
import { and, eq, isNotNull, ne } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { onlCgreportHead, onlCgreportItem, onlCgreportParam } from '../../db/schema'
import { badRequest, conflict, notFound } from '../../http/envelope'
import { formatDateTime } from '../shared/dates'
import { newId } from '../shared/ids'
import type { ReportHead } from './definition'
import { checkDesign } from './design-check'

export const REPORT_CODE_PATTERN = /^[A-Za-z][A-Za-z0-9_]{0,63}$/
export const REPORT_NOT_FOUND = '报表不存在'

export interface ReportHeadInput {
  id?: string
  code: unknown
  name: unknown
  content?: unknown
}

function checkedHead(input: ReportHeadInput) {
  const { code, name, content } = input
  if (typeof code !== 'string' || !REPORT_CODE_PATTERN.test(code))
    throw badRequest('报表编码只能以字母开头，由字母、数字和下划线组成（最多64位）')
  if (typeof name !== 'string' || name.trim() === '' || name.length > 100 || /[<>\p{Cc}]/u.test(name))
    throw badRequest('报表名称不能为空，最多100个字，不含<>和控制字符')
  if (content !== undefined && content !== null && (typeof content !== 'string' || content.length > 1000))
    throw badRequest('报表描述最多1000个字')
  return { code, name: name.trim(), content: typeof content === 'string' && content !== '' ? content : null }
}

/**
 * Saves a designed report (add, or edit when `input.id` names one): the head with its design, and the items and
 * params derived from it, in one transaction. `resource` is the design's source as declared; the design is checked
 * against it. The designer, the JeecgBoot head calls and the demo seed all save through here. Answers the id.
 */
export async function saveDesignedReport(
  db: Db,
  resource: Resource,
  input: ReportHeadInput,
  rawDesign: unknown,
  source: ReportDesign['source'],
  username: string,
  fixedId?: string,
): Promise<string> {
  const head = checkedHead(input)
  const checked = checkDesign(resource, rawDesign, source)
  const now = new Date()
  return db.transaction(async (tx) => {
    const editing = typeof input.id === 'string' && input.id !== ''
    const id = editing ? (input.id as string) : (fixedId ?? newId())
    const [taken] = await tx
      .select({ id: onlCgreportHead.id })
      .from(onlCgreportHead)
      .where(and(eq(onlCgreportHead.code, head.code), ne(onlCgreportHead.id, id)))
    if (taken) throw conflict(`报表编码${head.code}已存在`)
    const values = { ...head, cgrSql: '', design: checked.design, perms: resource.perms.list }
    if (editing) {
      const [existing] = await tx
        .select()
        .from(onlCgreportHead)
        .where(eq(onlCgreportHead.id, id))
        .for('update')
      if (!existing) throw notFound(REPORT_NOT_FOUND)
      if (!existing.design) throw badRequest('SQL报表由开发人员维护，不能在报表设计中修改')
      await tx
        .update(onlCgreportHead)
        .set({ ...values, updateBy: username, updateTime: now })
        .where(eq(onlCgreportHead.id, id))
      await tx.delete(onlCgreportItem).where(eq(onlCgreportItem.cgrheadId, id))
      await tx.delete(onlCgreportParam).where(eq(onlCgreportParam.cgrheadId, id))
    } else {
      await tx.insert(onlCgreportHead).values({ id, ...values, createBy: username, createTime: now })
    }
    const stamp = { cgrheadId: id, createBy: username, createTime: now }
    if (checked.items.length)
      await tx
        .insert(onlCgreportItem)
        .values(checked.items.map((item, orderNum) => ({ id: newId(), ...item, orderNum, ...stamp })))
    if (checked.params.length)
      await tx
        .insert(onlCgreportParam)
        .values(checked.params.map((param, orderNum) => ({ id: newId(), ...param, orderNum, ...stamp })))
    return id
  })
}

/** Deletes designed reports (SQL reports are the developers'); answers how many went. */
export async function deleteDesignedReports(db: Db, ids: string[]): Promise<number> {
  return db.transaction(async (tx) => {
    let deleted = 0
    for (const id of ids) {
      const [head] = await tx
        .select({ id: onlCgreportHead.id, design: onlCgreportHead.design })
        .from(onlCgreportHead)
        .where(eq(onlCgreportHead.id, id))
      if (!head) continue
      if (!head.design) throw badRequest('SQL报表由开发人员维护，不能删除')
      await tx.delete(onlCgreportItem).where(eq(onlCgreportItem.cgrheadId, id))
      await tx.delete(onlCgreportParam).where(eq(onlCgreportParam.cgrheadId, id))
      await tx.delete(onlCgreportHead).where(eq(onlCgreportHead.id, id))
      deleted++
    }
    return deleted
  })
}

export const headWire = (head: ReportHead): ReportHeadWire => ({
  id: head.id,
  code: head.code,
  name: head.name,
  content: head.content,
  cgrSql: head.design ? null : head.cgrSql,
  design: head.design ?? null,
  createBy: head.createBy,
  createTime: formatDateTime(head.createTime),
  updateBy: head.updateBy,
  updateTime: formatDateTime(head.updateTime),
})

export const designedOnly = isNotNull(onlCgreportHead.design)
