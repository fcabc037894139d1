import {
  APPLICATION_MESSAGE_TEMPLATES,
  APPLICATION_MOVES,
  APPLICATION_SMS_TEMPLATES,
  APPLICATION_STATUS,
  type ApplicationStatus,
  fillTemplate,
} from '@portico/contract'
import { and, eq } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { recruitApplication, recruitInterviewee, recruitMessage } from '../../db/schema'
import { badRequest, conflict, notFound } from '../../http/envelope'
import { newId } from '../shared/ids'
import { queueSms } from './sms-outbox'

export interface ApplicationMove {
  id: string
  status: string
  /** Also send an in-site message: `title`/`content`, by default the status template. */
  sendMessage?: boolean
  title?: string
  content?: string
}

/**
 * Moves an application one step (已投递 → 筛选通过 / 不合适 → 面试 → 录用 / 未录用) and, in the same transaction,
 * queues the status SMS to the interviewee's account phone (and the in-site message when asked). Answers the reply
 * text; a move the rules forbid is a 400, a colleague's move in between a 409, and nothing is written.
 */
export async function moveApplication(
  db: Db,
  move: ApplicationMove,
  actor: string,
  now = new Date(),
): Promise<string> {
  if (!Object.hasOwn(APPLICATION_STATUS, move.status)) throw badRequest('状态不正确')
  const next = move.status as ApplicationStatus
  const [row] = await db
    .select({
      status: recruitApplication.status,
      jobName: recruitApplication.jobName,
      intervieweeId: recruitApplication.intervieweeId,
      mobile: recruitInterviewee.phone,
    })
    .from(recruitApplication)
    .leftJoin(recruitInterviewee, eq(recruitInterviewee.id, recruitApplication.intervieweeId))
    .where(eq(recruitApplication.id, move.id))
  if (!row) throw notFound('未找到对应数据')
  const current = row.status as ApplicationStatus
  if (!APPLICATION_MOVES[current]?.includes(next) || next === 'submitted')
    throw badRequest(`不能从「${APPLICATION_STATUS[current]}」改为「${APPLICATION_STATUS[next]}」`)
  const template = APPLICATION_MESSAGE_TEMPLATES[next]
  const title = (move.title?.trim() || template.title).slice(0, 100)
  const content = move.content?.trim() || fillTemplate(template.content, row.jobName)
  if (content.length > 2000) throw badRequest('消息内容最多2000个字符')
  await db.transaction(async (txRaw) => {
    const tx = txRaw as unknown as Db
    // The status guard in WHERE: two staff moving the same application at once cannot both succeed.
    const moved = await tx
      .update(recruitApplication)
      .set({ status: next, updateBy: actor, updateTime: now })
      .where(and(eq(recruitApplication.id, move.id), eq(recruitApplication.status, current)))
      .returning({ id: recruitApplication.id })
    if (moved.length === 0) throw conflict('该投递的状态已被他人修改，请刷新后重试')
    if (row.mobile)
      await queueSms(tx, row.mobile, fillTemplate(APPLICATION_SMS_TEMPLATES[next], row.jobName), now)
    if (move.sendMessage)
      await tx.insert(recruitMessage).values({
        id: newId(),
        intervieweeId: row.intervieweeId,
        title,
        content,
        createBy: actor,
        createTime: now,
      })
  })
  const notified = move.sendMessage ? '站内消息和短信' : '短信'
  return `已改为「${APPLICATION_STATUS[next]}」，已通过${notified}通知应聘者`
}
