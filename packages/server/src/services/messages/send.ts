import { eq, sql } from 'drizzle-orm'
import { sysMessageTemplate, sysSms, sysUser } from '../../db/schema'
import { badRequest, notFound } from '../../http/envelope'
import { newId } from '../shared/ids'
import { addressOf, type Channels, deliver, MAIL_NOT_CONFIGURED, missingAddress } from './channels'
import { renderTemplate } from './message-templates'
import { type ReceiverChoice, resolveReceivers } from './receivers'

export interface SendRequest extends ReceiverChoice {
  templateCode: string
  /** The placeholders' values. */
  values: Record<string, string>
  sender: string
}

export interface SendSummary {
  total: number
  sent: number
  failed: number
}

/** Records the result of one delivery on its row. */
async function record(channels: Channels, id: string, delivery: { status: string; result: string }) {
  const now = new Date()
  await channels.db
    .update(sysSms)
    .set({
      esSendStatus: delivery.status,
      esResult: delivery.result,
      esSendTime: now,
      esSendNum: sql`${sysSms.esSendNum} + 1`,
      updateTime: now,
    })
    .where(eq(sysSms.id, id))
}

/**
 * Fills the template and sends it to each receiver through the template's channel. Every message is first recorded as
 * 未发送 (one transaction), then sent and marked 发送成功 or 发送失败 with the channel's reason.
 */
export async function sendFromTemplate(channels: Channels, request: SendRequest): Promise<SendSummary> {
  const [template] = await channels.db
    .select()
    .from(sysMessageTemplate)
    .where(eq(sysMessageTemplate.templateCode, request.templateCode))
  if (!template) throw badRequest('消息模板不存在')
  const type = template.templateType
  if (type === '2' && !channels.mailer) throw badRequest(MAIL_NOT_CONFIGURED)
  const content = renderTemplate(template.templateContent, request.values)
  const receivers = await resolveReceivers(channels.db, request)
  const now = new Date()
  const rows = receivers.map((user) => ({
    id: newId(),
    esTitle: template.templateName,
    esType: type,
    esReceiver: addressOf(type, user) ?? user.username,
    esUserId: user.id,
    esParam: JSON.stringify(request.values),
    esContent: content,
    esSendStatus: '0',
    esSendNum: 0,
    templateCode: template.templateCode,
    createBy: request.sender,
    createTime: now,
    address: addressOf(type, user),
  }))
  await channels.db.insert(sysSms).values(rows.map(({ address: _, ...row }) => row))
  let sent = 0
  for (const row of rows) {
    const delivery = row.address
      ? await deliver(channels, row)
      : ({ status: '2', result: missingAddress(type) } as const)
    await record(channels, row.id, delivery)
    if (delivery.status === '1') sent += 1
  }
  return { total: rows.length, sent, failed: rows.length - sent }
}

/** Sends a 未发送 or 发送失败 message again; answers its new state. */
export async function resend(channels: Channels, id: string): Promise<{ status: string; result: string }> {
  const [row] = await channels.db.select().from(sysSms).where(eq(sysSms.id, id))
  if (!row) throw notFound('未找到对应数据')
  if (row.esSendStatus === '1') throw badRequest('该消息已发送成功，无需重发')
  if (row.esType === '2' && !channels.mailer) throw badRequest(MAIL_NOT_CONFIGURED)
  // The user may have set the missing phone or e-mail since: send to the current address.
  const [user] = row.esUserId
    ? await channels.db.select().from(sysUser).where(eq(sysUser.id, row.esUserId))
    : []
  const address = user ? addressOf(row.esType, user) : row.esReceiver
  if (address && address !== row.esReceiver)
    await channels.db.update(sysSms).set({ esReceiver: address }).where(eq(sysSms.id, row.id))
  const delivery = address
    ? await deliver(channels, { ...row, esReceiver: address })
    : ({ status: '2', result: missingAddress(row.esType) } as const)
  await record(channels, row.id, delivery)
  return delivery
}
