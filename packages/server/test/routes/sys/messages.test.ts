// biome-ignore-all lint/suspicious/noTemplateCurlyInString: ${name} placeholders are the subject of these tests
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { sysRole, sysUser } from '../../../src/db/schema'
import { sendFromTemplate } from '../../../src/services/messages/send'
import { LogSmsProvider } from '../../../src/services/messages/sms'
import { smtpSettings } from '../../../src/services/messages/smtp-settings'
import { call, login, PASSWORD, startTestApp, type TestApp } from '../../helpers/app'
import { expectRefused } from '../../helpers/refusals'
import { listen, NoticeClient } from '../../helpers/sockets'
import { TestSmtp } from '../../helpers/test-smtp'

const BASE = '/sys/message/sysMessage'
const SMTP_PASSWORD = 'Smtp-Secret-7f3a9'
const HR_ROLE_USERS = ['chenjing@portico.example.com', 'wangfang@portico.example.com']

const smtp = new TestSmtp({ username: 'mailer', password: SMTP_PASSWORD })
const sms = new LogSmsProvider(() => undefined)
const logLines: string[] = []
let t: TestApp
let base = ''
const tokens: Record<string, string> = {}

beforeAll(async () => {
  const port = await smtp.start()
  t = await startTestApp({
    smsProvider: sms,
    logger: { level: 'debug', stream: { write: (line) => logLines.push(line) } },
    config: {
      adminPassword: PASSWORD,
      appDist: '/nonexistent-portico-app',
      smtp: smtpSettings({
        SMTP_HOST: '127.0.0.1',
        SMTP_PORT: String(port),
        SMTP_USER: 'mailer',
        SMTP_PASSWORD,
        SMTP_FROM: 'Portico <noreply@portico.example.com>',
      }),
    },
  })
  base = await listen(t.app)
  for (const name of ['admin', 'zhangwei', 'wangfang']) tokens[name] = await login(t.app, name)
})

afterAll(async () => {
  await t?.close()
  await smtp.close()
})

const userId = async (username: string) => {
  const [row] = await t.testDb.database.db.select().from(sysUser).where(eq(sysUser.username, username))
  return row!.id
}

interface MessageRow {
  id: string
  esTitle: string
  esType: string
  esReceiver: string
  esContent: string
  esSendStatus: string
  esSendStatus_dictText: string
  esSendNum: number
  esResult: string | null
}

async function messages(query: string): Promise<MessageRow[]> {
  const { status, body } = await call<{ records: MessageRow[] }>(
    t.app,
    'GET',
    `${BASE}/list?${query}&column=esReceiver&order=asc`,
    tokens.zhangwei,
  )
  expect(status, JSON.stringify(body)).toBe(200)
  return body.result!.records
}

const send = (payload: object, token = tokens.zhangwei) =>
  call<{ total: number; sent: number; failed: number }>(t.app, 'POST', `${BASE}/send`, token, payload)

describe('消息管理: sending a template', () => {
  it('mails a template to a role through the SMTP server, with its placeholders filled', async () => {
    const added = await call(t.app, 'POST', '/message/sysMessageTemplate/add', tokens.zhangwei, {
      templateName: '面试安排',
      templateCode: 'mail_interview',
      templateType: '2',
      templateContent: '您好：\n${candidate} 的面试定于 ${time}，地点 ${room}。',
      templateTestJson: '{"candidate":"赵六","time":"周一 10:00","room":"A301"}',
    })
    expect(added.body.success).toBe(true)
    const { status, body } = await send({
      templateCode: 'mail_interview',
      roleIds: await roleIdOf('hr'),
      values: { candidate: '王五', time: '11月26日 14:00', room: '会议室B' },
    })
    expect(status, JSON.stringify(body)).toBe(200)
    expect(body).toMatchObject({
      success: true,
      message: '发送成功 2 条',
      result: { total: 2, sent: 2, failed: 0 },
    })

    expect(smtp.logins).toContain('mailer')
    const mails = [...smtp.received].sort((a, b) => a.to[0]!.localeCompare(b.to[0]!))
    expect(mails.map((m) => m.to)).toEqual(HR_ROLE_USERS.map((to) => [to]))
    for (const mail of mails) {
      expect(mail.from).toBe('noreply@portico.example.com')
      expect(mail.subject).toBe('面试安排')
      expect(mail.text).toBe('您好：\n王五 的面试定于 11月26日 14:00，地点 会议室B。')
    }

    const rows = await messages('templateCode=mail_interview')
    expect(rows.map((r) => [r.esReceiver, r.esSendStatus_dictText, r.esSendNum, r.esType])).toEqual(
      HR_ROLE_USERS.map((to) => [to, '发送成功', 1, '2']),
    )
  })

  it('records a refused mail as 发送失败 with the server reason, and re-sends it', async () => {
    smtp.refused.add('zhaolei@portico.example.com')
    const { body } = await send({
      templateCode: 'mail_interview',
      userIds: await userId('zhaolei'),
      values: { candidate: '王五', time: '明天', room: 'A1' },
    })
    expect(body.result).toEqual({ total: 1, sent: 0, failed: 1 })
    expect(body.message).toBe('发送成功 0 条，失败 1 条（可在列表中查看原因并重发）')
    const [failed] = await messages('esReceiver=zhaolei@portico.example.com')
    expect(failed).toMatchObject({ esSendStatus: '2', esSendStatus_dictText: '发送失败', esSendNum: 1 })
    expect(failed!.esResult).toContain('550')
    expect(failed!.esResult).toContain('Mailbox unavailable')

    const refusedAgain = await call(t.app, 'POST', `${BASE}/resend`, tokens.zhangwei, { id: failed!.id })
    expectRefused(refusedAgain, 500)
    expect(refusedAgain.body.message).toMatch(/^重发失败：.*550/)

    smtp.refused.clear()
    const resent = await call(t.app, 'POST', `${BASE}/resend`, tokens.zhangwei, { id: failed!.id })
    expect(resent.body).toMatchObject({ success: true, message: '重发成功' })
    const [after] = await messages('esReceiver=zhaolei@portico.example.com')
    expect(after).toMatchObject({ esSendStatus: '1', esSendNum: 3, esResult: '邮件服务器已接收' })
    expect(smtp.received.at(-1)!.to).toEqual(['zhaolei@portico.example.com'])
    const twice = await call(t.app, 'POST', `${BASE}/resend`, tokens.zhangwei, { id: failed!.id })
    expect(twice.body.message).toBe('该消息已发送成功，无需重发')
  })

  it('sends a 系统 message to the bell of a signed-in user at once, and an SMS through the provider', async () => {
    const lina = await userId('lina')
    const socket = new NoticeClient(`${base}/websocket/${lina}`, [await login(t.app, 'lina')])
    await socket.opened()
    socket.socket.send('HeartBeat')
    await socket.waitFor((m) => m.includes('heartcheck'))
    const { body } = await send({
      templateCode: 'notice_bill_ready',
      userIds: lina,
      values: { realname: '李娜', month: '2026-11', deadline: '2026-12-05' },
    })
    expect(body.result).toEqual({ total: 1, sent: 1, failed: 0 })
    const pushed = JSON.parse(await socket.waitFor((m) => m.includes('"user"')))
    expect(pushed).toMatchObject({ cmd: 'user', msgTxt: '账单生成通知' })
    socket.close()
    const bell = await call<{ sysMsgList: { titile: string; msgContent: string }[] }>(
      t.app,
      'GET',
      '/sys/annountCement/listByUser',
      await login(t.app, 'lina'),
    )
    expect(bell.body.result!.sysMsgList[0]).toMatchObject({
      titile: '账单生成通知',
      msgContent: '李娜您好，2026-11 的账单已生成，请在 2026-12-05 前确认。',
    })

    const texted = await send({
      templateCode: 'sms_parcel_exception',
      userIds: lina,
      values: { waybillNo: 'SF9', reason: '破损' },
    })
    expect(texted.body.result).toEqual({ total: 1, sent: 1, failed: 0 })
    expect(sms.texts).toContainEqual({
      mobile: '13912345602',
      text: '【Portico】运单 SF9 出现异常：破损，请及时处理。',
    })
  })

  it('refuses a missing value, nobody, an unknown template, and mail without an SMTP server', async () => {
    const cases: [object, string][] = [
      [
        { templateCode: 'mail_interview', userIds: 'x', values: { candidate: 'a' } },
        '缺少占位符的值：${time}、${room}',
      ],
      [
        { templateCode: 'notice_bill_ready', values: { realname: 'a', month: 'b', deadline: 'c' } },
        '请选择接收人',
      ],
      [{ templateCode: 'nope', userIds: 'x', values: {} }, '消息模板不存在'],
      [
        {
          templateCode: 'notice_bill_ready',
          userIds: 'no-such-user',
          values: { realname: 'a', month: 'b', deadline: 'c' },
        },
        '所选范围内没有可接收消息的用户',
      ],
    ]
    for (const [payload, message] of cases) {
      const { status, body } = await send(payload)
      expectRefused({ status, body }, 500, message)
      expect(body).toMatchObject({ success: false, message })
    }
    const withoutMail = {
      db: t.testDb.database.db,
      notifier: t.app.notifier,
      sms,
    }
    await expect(
      sendFromTemplate(withoutMail, {
        templateCode: 'mail_interview',
        userIds: [await userId('lina')],
        roleIds: [],
        departIds: [],
        values: { candidate: 'a', time: 'b', room: 'c' },
        sender: 'admin',
      }),
    ).rejects.toThrow('邮件服务未配置')
  })

  it('needs its permissions: HR may not list or send, operators may not delete', async () => {
    const [row] = await messages('esType=2')
    for (const [method, path, payload] of [
      ['GET', `${BASE}/list`],
      ['POST', `${BASE}/send`, { templateCode: 'mail_interview' }],
      ['POST', `${BASE}/resend`, { id: row!.id }],
    ] as const) {
      const { status, body } = await call(t.app, method, path, tokens.wangfang, payload)
      expectRefused({ status, body }, 510, path)
      expect(body.success).toBe(false)
    }
    expectRefused(await call(t.app, 'DELETE', `${BASE}/delete?id=${row!.id}`, tokens.zhangwei), 510)
    const removed = await call(t.app, 'DELETE', `${BASE}/delete?id=${row!.id}`, tokens.admin)
    expect(removed.body).toMatchObject({ success: true, message: '删除成功!' })
    expectRefused(await call(t.app, 'GET', `${BASE}/queryById?id=${row!.id}`, tokens.zhangwei), 500)
  })

  it('who may send may pick the receivers: users and roles for the pickers, not the user admin routes', async () => {
    const users = await call<{ records: { username: string }[] }>(
      t.app,
      'GET',
      '/sys/user/list?pageSize=50',
      tokens.zhangwei,
    )
    expect(users.status).toBe(200)
    expect(users.body.result!.records.map((u) => u.username)).toContain('wangfang')
    const roles = await call<{ records: { roleCode: string }[] }>(
      t.app,
      'GET',
      '/sys/role/list',
      tokens.zhangwei,
    )
    expect(roles.status).toBe(200)
    expect(roles.body.result!.records.map((r) => r.roleCode)).toContain('hr')
    expectRefused(await call(t.app, 'GET', '/sys/user/exportXls', tokens.zhangwei), 510)
    expectRefused(await call(t.app, 'POST', '/sys/user/add', tokens.zhangwei, { username: 'x' }), 510)
  })

  it('never logs or serialises the SMTP password, and checks its settings', () => {
    expect(logLines.length).toBeGreaterThan(0)
    expect(logLines.join('\n')).not.toContain(SMTP_PASSWORD)
    const settings = smtpSettings({ SMTP_HOST: 'mail', SMTP_USER: 'u', SMTP_PASSWORD })!
    expect(settings.password).toBe(SMTP_PASSWORD)
    expect(JSON.stringify(settings)).not.toContain(SMTP_PASSWORD)
    expect(JSON.stringify({ ...settings })).not.toContain(SMTP_PASSWORD)
    expect(smtpSettings({})).toBeUndefined()
    expect(() => smtpSettings({ SMTP_HOST: 'mail', SMTP_PORT: '99999', SMTP_FROM: 'a@b' })).toThrow(
      'SMTP_PORT',
    )
    expect(() => smtpSettings({ SMTP_HOST: 'mail' })).toThrow('SMTP_FROM')
  })
})

async function roleIdOf(code: string): Promise<string> {
  const [row] = await t.testDb.database.db.select().from(sysRole).where(eq(sysRole.roleCode, code))
  return row!.id
}
