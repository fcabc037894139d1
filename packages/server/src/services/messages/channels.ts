import type { Db } from '../../db/client'
import { sysAnnouncement, sysAnnouncementSend } from '../../db/schema'
import { pushRelease } from '../announcements/announcements'
import type { Notifier } from '../announcements/notifier'
import { newId } from '../shared/ids'
import type { MailSender } from './mailer'
import type { Receiver } from './receivers'
import type { SmsProvider } from './sms'

/** Message types (dictionary msgType), as the templates: 1 短信, 2 邮件, 4 系统. */
export const MESSAGE_TYPES: Record<string, string> = { '1': '短信', '2': '邮件', '4': '系统' }
export const SEND_STATUS: Record<string, string> = { '0': '未发送', '1': '发送成功', '2': '发送失败' }
export const MAIL_NOT_CONFIGURED = '邮件服务未配置'

export interface Channels {
  db: Db
  notifier: Notifier
  sms: SmsProvider
  /** undefined: no SMTP server configured. */
  mailer?: MailSender
}

export interface OutgoingMessage {
  esType: string
  esReceiver: string
  esUserId: string | null
  esTitle: string | null
  esContent: string
  createBy: string | null
}

/** Where a message of `type` goes for a user, or null when the user has no such address. */
export function addressOf(type: string, user: Receiver): string | null {
  if (type === '1') return user.phone?.trim() || null
  if (type === '2') return user.email?.trim() || null
  return user.username
}

export const missingAddress = (type: string) => (type === '1' ? '用户未设置手机号' : '用户未设置邮箱')

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  )

export interface UserNotice {
  userId: string
  title: string
  /** Plain text; line breaks are kept. */
  content: string
  createBy: string | null
  /** What the notice is about (sys_announcement bus_type / bus_id), e.g. a bill reminder. */
  busType?: string
  busId?: string
}

/** A 系统消息 announcement to one user, published at once and unread in the user's 我的消息 (not pushed). */
export async function storeUserNotice(
  db: Db,
  notice: UserNotice,
): Promise<typeof sysAnnouncement.$inferSelect> {
  const now = new Date()
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(sysAnnouncement)
      .values({
        id: newId(),
        titile: notice.title.slice(0, 100),
        msgContent: escapeHtml(notice.content).replaceAll('\n', '<br>'),
        msgAbstract: notice.content.slice(0, 2000),
        priority: 'M',
        msgCategory: '2',
        msgType: 'USER',
        userIds: `${notice.userId},`,
        sendStatus: '1',
        sendTime: now,
        sender: notice.createBy,
        delFlag: '0',
        busType: notice.busType ?? null,
        busId: notice.busId ?? null,
        createBy: notice.createBy,
        createTime: now,
      })
      .returning()
    await tx.insert(sysAnnouncementSend).values({
      id: newId(),
      anntId: row!.id,
      userId: notice.userId,
      readFlag: '0',
      createBy: notice.createBy,
      createTime: now,
    })
    return row!
  })
}

/** A 系统消息 announcement to one user, published at once and pushed to the user's bell. */
async function notifyUser(channels: Channels, message: OutgoingMessage): Promise<string> {
  if (!message.esUserId) throw new Error('系统消息缺少接收用户')
  const row = await storeUserNotice(channels.db, {
    userId: message.esUserId,
    title: message.esTitle ?? '系统消息',
    content: message.esContent,
    createBy: message.createBy,
  })
  await pushRelease(channels.notifier, row).catch(() => {
    // Stored and unread: the bell lists it at its next load even when the push fails.
  })
  return '已推送到用户的消息通知'
}

/** The channel's answer for the message record. */
export type Delivery = { status: '1' | '2'; result: string }

function reasonOf(error: unknown): string {
  const e = error as { response?: unknown; message?: unknown }
  const text = typeof e?.response === 'string' ? e.response : String(e?.message ?? error)
  return text.slice(0, 1000)
}

/** Sends one message through its channel; a refusal or error is a failed delivery with the reason, never a throw. */
export async function deliver(channels: Channels, message: OutgoingMessage): Promise<Delivery> {
  try {
    if (message.esType === '2') {
      if (!channels.mailer) return { status: '2', result: MAIL_NOT_CONFIGURED }
      await channels.mailer.send({
        to: message.esReceiver,
        subject: message.esTitle ?? '',
        text: message.esContent,
      })
      return { status: '1', result: '邮件服务器已接收' }
    }
    if (message.esType === '1') {
      const note = await channels.sms.sendText(message.esReceiver, message.esContent)
      return { status: '1', result: note ?? '短信网关已接收' }
    }
    return { status: '1', result: await notifyUser(channels, message) }
  } catch (error) {
    return { status: '2', result: reasonOf(error) }
  }
}
