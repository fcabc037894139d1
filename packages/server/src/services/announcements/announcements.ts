import type { AnnouncementSendModel, AnnouncementsByUser, Page, SysAnnouncement } from '@portico/contract'
import { and, count, desc, eq, gte, isNull, notExists, or, type SQL, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { sysAnnouncement, sysAnnouncementSend } from '../../db/schema'
import { formatDateTime } from '../shared/dates'
import { newId } from '../shared/ids'
import { escapeLike } from '../shared/like'
import type { UserRow } from '../users/current-user'
import type { Notifier } from './notifier'

export type AnnouncementRow = typeof sysAnnouncement.$inferSelect

export function toSysAnnouncement(row: AnnouncementRow): SysAnnouncement {
  return {
    id: row.id,
    titile: row.titile,
    msgContent: row.msgContent,
    startTime: formatDateTime(row.startTime),
    endTime: formatDateTime(row.endTime),
    sender: row.sender,
    priority: row.priority,
    msgCategory: row.msgCategory,
    msgType: row.msgType,
    sendStatus: row.sendStatus,
    sendTime: formatDateTime(row.sendTime),
    cancelTime: formatDateTime(row.cancelTime),
    delFlag: row.delFlag,
    busType: row.busType,
    busId: row.busId,
    openType: row.openType,
    openPage: row.openPage,
    userIds: row.userIds,
    msgAbstract: row.msgAbstract,
    createBy: row.createBy,
    createTime: formatDateTime(row.createTime),
    updateBy: row.updateBy,
    updateTime: formatDateTime(row.updateTime),
  }
}

export const userIdsOf = (row: Pick<AnnouncementRow, 'userIds'>): string[] =>
  (row.userIds ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)

const published = and(eq(sysAnnouncement.sendStatus, '1'), eq(sysAnnouncement.delFlag, '0'))

/** Creates the missing unread send rows of published msgType ALL announcements (JeecgBoot listByUser). */
export async function addMissingBroadcastRows(db: Db, user: UserRow): Promise<void> {
  const missing = await db
    .select({ id: sysAnnouncement.id })
    .from(sysAnnouncement)
    .where(
      and(
        published,
        eq(sysAnnouncement.msgType, 'ALL'),
        user.createTime
          ? or(isNull(sysAnnouncement.endTime), gte(sysAnnouncement.endTime, user.createTime))
          : undefined,
        notExists(
          db
            .select({ one: sql`1` })
            .from(sysAnnouncementSend)
            .where(
              and(
                eq(sysAnnouncementSend.anntId, sysAnnouncement.id),
                eq(sysAnnouncementSend.userId, user.id),
              ),
            ),
        ),
      ),
    )
  if (missing.length === 0) return
  const now = new Date()
  await db
    .insert(sysAnnouncementSend)
    .values(
      missing.map((m) => ({
        id: newId(),
        anntId: m.id,
        userId: user.id,
        readFlag: '0',
        createBy: user.username,
        createTime: now,
      })),
    )
    .onConflictDoNothing()
}

const LIST_BY_USER_SIZE = 5

async function unreadOfCategory(db: Db, userId: string, category: string) {
  const where = and(
    published,
    eq(sysAnnouncement.msgCategory, category),
    eq(sysAnnouncementSend.userId, userId),
    eq(sysAnnouncementSend.readFlag, '0'),
  )
  const [rows, totals] = await Promise.all([
    db
      .select({ annt: sysAnnouncement })
      .from(sysAnnouncement)
      .innerJoin(sysAnnouncementSend, eq(sysAnnouncementSend.anntId, sysAnnouncement.id))
      .where(where)
      .orderBy(desc(sysAnnouncement.sendTime), desc(sysAnnouncement.createTime), desc(sysAnnouncement.id))
      .limit(LIST_BY_USER_SIZE),
    db
      .select({ n: count() })
      .from(sysAnnouncement)
      .innerJoin(sysAnnouncementSend, eq(sysAnnouncementSend.anntId, sysAnnouncement.id))
      .where(where),
  ])
  return { list: rows.map((r) => toSysAnnouncement(r.annt)), total: Number(totals[0]?.n ?? 0) }
}

/**
 * The bell's lists. An announcement to everyone (msgType ALL) is for the platform's staff: a customer's user (`staff`
 * false) gets only what is addressed to them.
 */
export async function announcementsByUser(
  db: Db,
  user: UserRow,
  staff: boolean,
): Promise<AnnouncementsByUser> {
  if (staff) await addMissingBroadcastRows(db, user)
  const [annt, sys] = await Promise.all([
    unreadOfCategory(db, user.id, '1'),
    unreadOfCategory(db, user.id, '2'),
  ])
  return { anntMsgList: annt.list, anntMsgTotal: annt.total, sysMsgList: sys.list, sysMsgTotal: sys.total }
}

/** Sends the websocket notice of a released announcement (JeecgBoot doReleaseData). */
export async function pushRelease(notifier: Notifier, row: AnnouncementRow): Promise<void> {
  if (row.msgType === 'ALL') {
    await notifier.publish({
      userId: '',
      message: JSON.stringify({ cmd: 'topic', msgId: row.id, msgTxt: row.titile }),
    })
    return
  }
  const message = JSON.stringify({ cmd: 'user', msgId: row.id, msgTxt: row.titile })
  for (const userId of userIdsOf(row)) await notifier.publish({ userId, message })
}

export interface MySendQuery {
  pageNo?: number
  pageSize?: number
  titile?: string
  msgCategory?: string
  readFlag?: string
}

/** The signed-in user's announcements (published, not deleted), newest first. */
export async function myAnnouncementSends(
  db: Db,
  userId: string,
  query: MySendQuery,
  page: { pageNo: number; pageSize: number },
): Promise<Page<AnnouncementSendModel>> {
  const titile = query.titile?.replace(/^\*|\*$/g, '').trim()
  const conditions: (SQL | undefined)[] = [
    published,
    eq(sysAnnouncementSend.userId, userId),
    titile ? sql`${sysAnnouncement.titile} like ${`%${escapeLike(titile)}%`}` : undefined,
    query.msgCategory ? eq(sysAnnouncement.msgCategory, query.msgCategory) : undefined,
    query.readFlag ? eq(sysAnnouncementSend.readFlag, query.readFlag) : undefined,
  ]
  const where = and(...conditions)
  const [rows, totals] = await Promise.all([
    db
      .select({ annt: sysAnnouncement, send: sysAnnouncementSend })
      .from(sysAnnouncementSend)
      .innerJoin(sysAnnouncement, eq(sysAnnouncement.id, sysAnnouncementSend.anntId))
      .where(where)
      .orderBy(desc(sysAnnouncement.sendTime), desc(sysAnnouncement.id))
      .limit(page.pageSize)
      .offset((page.pageNo - 1) * page.pageSize),
    db
      .select({ n: count() })
      .from(sysAnnouncementSend)
      .innerJoin(sysAnnouncement, eq(sysAnnouncement.id, sysAnnouncementSend.anntId))
      .where(where),
  ])
  const total = Number(totals[0]?.n ?? 0)
  return {
    records: rows.map(({ annt, send }) => ({
      id: send.id,
      anntId: annt.id,
      userId: send.userId,
      titile: annt.titile,
      msgContent: annt.msgContent,
      sender: annt.sender,
      priority: annt.priority,
      readFlag: send.readFlag,
      sendTime: formatDateTime(annt.sendTime),
      msgCategory: annt.msgCategory,
      busId: annt.busId,
      busType: annt.busType,
      openType: annt.openType,
      openPage: annt.openPage,
    })),
    total,
    size: page.pageSize,
    current: page.pageNo,
    pages: Math.ceil(total / page.pageSize),
  }
}
