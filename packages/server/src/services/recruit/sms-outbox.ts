import type { Db } from '../../db/client'
import { recruitSmsOutbox } from '../../db/schema'
import type { SmsProvider } from '../messages/sms'
import { newId } from '../shared/ids'

/** Puts one message in the outbox; pass a transaction to send it only if the change it reports commits. */
export async function queueSms(db: Db, mobile: string, content: string, at = new Date()): Promise<void> {
  await db.insert(recruitSmsOutbox).values({ id: newId(), mobile, content, createTime: at })
}

export const smsText = (code: string) => `【人才招聘】您的验证码为${code}，10分钟内有效，请勿告知他人。`

/** Default sender of the portal: no SMS gateway; every message lands in recruit_sms_outbox for staff to read. */
export class OutboxSmsProvider implements SmsProvider {
  constructor(private readonly db: Db) {}

  async send(mobile: string, code: string): Promise<void> {
    await this.sendText(mobile, smsText(code))
  }

  async sendText(mobile: string, content: string): Promise<string> {
    await queueSms(this.db, mobile, content)
    return '已写入短信发件箱'
  }
}
