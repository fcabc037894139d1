import { like } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { kvEntry } from '../../../../src/db/schema'
import { SMS_DAILY_LIMIT, SMS_HOURLY_LIMIT_PER_IP } from '../../../../src/services/messages/sms'
import { answeredCaptcha, call, withTestApp } from '../../../helpers/app'
import { expectRefused } from '../../../helpers/refusals'

const t = withTestApp()

const send = async (mobile: string, smsmode = '1') =>
  call(t.app, 'POST', '/sys/sms', undefined, { mobile, smsmode, ...(await answeredCaptcha(t.app)) })
/** Lets the 60 s resend wait pass for every phone (the store is the database's kv table here). */
const skipResendWait = () => t.testDb.database.db.delete(kvEntry).where(like(kvEntry.key, 'sms-resend:%'))

describe('SMS code limits', () => {
  it('voids a code after the fifth wrong guess: the right code is refused then', async () => {
    const mobile = '13812345601' // zhangwei
    expect((await send(mobile, '0')).status).toBe(200)
    const code = t.app.smsOutbox.last(mobile)!
    const wrong = code === '000000' ? '111111' : '000000'
    for (let i = 0; i < 5; i++) {
      const guess = await call(t.app, 'POST', '/sys/phoneLogin', undefined, { mobile, captcha: wrong })
      expect(guess.body.message).toBe('手机验证码错误')
    }
    const right = await call(t.app, 'POST', '/sys/phoneLogin', undefined, { mobile, captcha: code })
    expectRefused(right, 500)
    expect(right.body.message).toBe('手机验证码错误')
  })

  it(`sends a phone at most ${SMS_DAILY_LIMIT} codes a day`, async () => {
    const mobile = '13900001234'
    for (let i = 0; i < SMS_DAILY_LIMIT; i++) {
      expect((await send(mobile)).status, `code ${i + 1}`).toBe(200)
      await skipResendWait()
    }
    const refused = await send(mobile)
    expect(refused.status).toBe(429)
    expect(refused.body.message).toBe('今日短信发送次数已达上限，请明天再试')
  })

  it(`sends one address at most ${SMS_HOURLY_LIMIT_PER_IP} codes an hour, across phones`, async () => {
    // The earlier tests of this file spent some of the hour's codes from the same address.
    let sent = 0
    let last = await send(`1370000${String(sent).padStart(4, '0')}`)
    while (last.body.success) {
      sent++
      expect(sent).toBeLessThanOrEqual(SMS_HOURLY_LIMIT_PER_IP)
      last = await send(`1370000${String(sent).padStart(4, '0')}`)
    }
    expect(last.status).toBe(429)
    expect(last.body.message).toBe('短信发送过于频繁，请稍后再试')
    // 12 requests of the tests above counted too (each request counts, sent or refused).
    expect(sent).toBe(SMS_HOURLY_LIMIT_PER_IP - 12)
  })
})
