// biome-ignore-all lint/suspicious/noTemplateCurlyInString: ${name} placeholders are the templates' syntax
import { seedId } from '../../services/shared/ids'
import type { Db } from '../client'
import { sysMessageTemplate, sysSms } from '../schema'

const TEMPLATES = [
  {
    templateCode: 'notice_bill_ready',
    templateName: '账单生成通知',
    templateType: '4',
    templateContent: '${realname}您好，${month} 的账单已生成，请在 ${deadline} 前确认。',
    templateTestJson: '{"realname":"张伟","month":"2026-10","deadline":"2026-11-30"}',
  },
  {
    templateCode: 'sms_parcel_exception',
    templateName: '问题件提醒',
    templateType: '1',
    templateContent: '【Portico】运单 ${waybillNo} 出现异常：${reason}，请及时处理。',
    templateTestJson: '{"waybillNo":"SF1234567890","reason":"地址不详"}',
  },
  {
    templateCode: 'mail_weekly_report',
    templateName: '周报提醒',
    templateType: '2',
    templateContent: '${realname}您好：\n本周（${week}）共入库 ${inCount} 票，出库 ${outCount} 票。',
    templateTestJson: '{"realname":"李娜","week":"第47周","inCount":"1280","outCount":"1175"}',
  },
]

/** 消息模板 of each channel and a few sent messages, so 消息管理 has something to show (idempotent). */
export async function seedMessageDemo(db: Db, now: Date): Promise<void> {
  await db
    .insert(sysMessageTemplate)
    .values(
      TEMPLATES.map((t) => ({
        ...t,
        id: seedId(`template:${t.templateCode}`),
        createBy: 'admin',
        createTime: now,
      })),
    )
    .onConflictDoNothing()
  const sent = (key: string, values: Partial<typeof sysSms.$inferInsert>) => ({
    id: seedId(`sys-sms:${key}`),
    esType: '2',
    esReceiver: '',
    esContent: '',
    createBy: 'admin',
    createTime: now,
    esSendTime: now,
    esSendNum: 1,
    ...values,
  })
  await db
    .insert(sysSms)
    .values([
      sent('weekly-lina', {
        esTitle: '周报提醒',
        esReceiver: 'lina@portico.example.com',
        esContent: '李娜您好：\n本周（第47周）共入库 1280 票，出库 1175 票。',
        esSendStatus: '1',
        esResult: '邮件服务器已接收',
        templateCode: 'mail_weekly_report',
      }),
      sent('weekly-bounce', {
        esTitle: '周报提醒',
        esReceiver: 'nobody@portico.example.com',
        esContent: '王芳您好：\n本周（第47周）共入库 1280 票，出库 1175 票。',
        esSendStatus: '2',
        esResult: '550 5.1.1 Mailbox unavailable',
        templateCode: 'mail_weekly_report',
      }),
      sent('exception-zhangwei', {
        esTitle: '问题件提醒',
        esType: '1',
        esReceiver: '13800000001',
        esContent: '【Portico】运单 SF1234567890 出现异常：地址不详，请及时处理。',
        esSendStatus: '1',
        esResult: '未接短信网关：短信已记入服务器日志',
        templateCode: 'sms_parcel_exception',
      }),
    ])
    .onConflictDoNothing()
}
