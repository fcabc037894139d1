import type { IntervieweeLoginResult } from '@portico/contract'
import { eq } from 'drizzle-orm'
import type { FastifyPluginAsync } from 'fastify'
import { recruitInterviewee } from '../../db/schema'
import type { Deps } from '../../deps'
import { badRequest, conflict, HttpError, ok } from '../../http/envelope'
import { hashPassword, needsRehash, verifyPassword } from '../../services/auth/passwords'
import {
  checkedNewPassword,
  checkedPhone,
  currentInterviewee,
  type IntervieweeRow,
  intervieweeByPhone,
  PHONE_TAKEN,
  registerInterviewee,
} from '../../services/recruit/interviewees'
import { objectSchema, str } from '../schemas'
import { checkImageCaptcha, issueCaptcha } from '../sys/auth/captcha'

const tags = ['recruit']
const BASE = '/recruit/interviewee'
const LOGIN_FAILURES = { max: 5, maxPerIp: 20, windowMs: 5 * 60_000 }
const loginFailureKey = (ip: string, phone: string) => `recruit-login-fail:${ip}:${phone}`
/** After the old phone's code: minutes left to confirm the new one. */
const PHONE_CHANGE_MS = 10 * 60_000

interface Body {
  phone?: string
  loginAccount?: string
  password?: string
  confirmPassword?: string
  oldPassword?: string
  captcha?: string
  checkKey?: string
  smsCode?: string
  type?: string
}

const body = objectSchema({
  phone: str,
  loginAccount: str,
  password: str,
  confirmPassword: str,
  oldPassword: str,
  captcha: str,
  checkKey: str,
  smsCode: str,
  type: str,
})
const pub = (summary: string) =>
  ({ config: { permission: 'public' }, schema: { tags, summary, body } }) as const
const own = (summary: string) =>
  ({ config: { permission: 'interviewee' }, schema: { tags, summary, body } }) as const

/** Interviewee accounts of the portal (spec §7 Recruitment): captcha, SMS codes, register, login, password, phone. */
export const intervieweeRoutes: FastifyPluginAsync<{ deps: Deps }> = async (app, { deps }) => {
  const { db, kv, recruitSms: sms, intervieweeSessions } = deps

  for (const method of ['get', 'post'] as const) {
    app[method]<{ Querystring: { key?: string }; Body: { key?: string } }>(
      `${BASE}/getCaptcha`,
      {
        config: { permission: 'public' },
        schema: {
          tags,
          summary: 'Image captcha for a client-chosen key (one-time, 60 s), answered as a data URL',
          ...(method === 'get'
            ? { querystring: objectSchema({ key: str }) }
            : { body: objectSchema({ key: str }) }),
        },
      },
      async (request) => {
        const key = (method === 'get' ? request.query?.key : request.body?.key)?.trim() ?? ''
        if (!/^[A-Za-z0-9_-]{1,64}$/.test(key)) throw badRequest('验证码key不合法')
        return ok(await issueCaptcha(deps, key))
      },
    )
  }

  app.post<{ Body: Body }>(
    `${BASE}/sendCaptcha`,
    pub('Send an SMS code after the image captcha: type register (default, phone must be new) or reset'),
    async (request) => {
      const { phone: rawPhone, captcha, checkKey, type = 'register' } = request.body ?? {}
      const phone = checkedPhone(rawPhone)
      if (type !== 'register' && type !== 'reset') throw badRequest('type 只能是 register 或 reset')
      await checkImageCaptcha(kv, checkKey, captcha)
      // One answer whether or not the phone has an account: registration refuses a taken phone after its code,
      // a reset code goes only to a registered phone.
      const deliver = type === 'register' || Boolean(await intervieweeByPhone(db, phone))
      await sms.issue(type === 'register' ? 'recruit-register' : 'recruit-reset', phone, request.ip, {
        deliver,
      })
      return ok(null, '短信验证码发送成功')
    },
  )

  app.post<{ Body: Body }>(
    `${BASE}/register`,
    pub('Register with phone, SMS code and password (letters and digits, 6–64)'),
    async (request) => {
      const { phone: rawPhone, smsCode, password, confirmPassword } = request.body ?? {}
      const phone = checkedPhone(rawPhone)
      checkedNewPassword(password, confirmPassword)
      await sms.consume('recruit-register', phone, smsCode?.trim(), { spend: false })
      if (await intervieweeByPhone(db, phone)) throw conflict(PHONE_TAKEN)
      await sms.consume('recruit-register', phone, smsCode?.trim())
      await registerInterviewee(db, { phone, password, confirmPassword })
      return ok(null, '注册成功')
    },
  )

  async function signIn(row: IntervieweeRow): Promise<IntervieweeLoginResult> {
    const token = await intervieweeSessions.create(row.id)
    return { id: row.id, token, loginAccount: row.phone, phone: row.phone }
  }

  app.post<{ Body: Body }>(
    `${BASE}/login/V2`,
    pub('Log in with phone (loginAccount) and password'),
    async (request) => {
      const { phone: rawPhone, loginAccount, password } = request.body ?? {}
      const phone = checkedPhone(rawPhone ?? loginAccount)
      // Counted per address and phone (and per address across phones): a stranger elsewhere cannot lock anyone out.
      const failureKeys = [loginFailureKey(request.ip, phone), `recruit-login-fail-ip:${request.ip}`]
      const limits = [LOGIN_FAILURES.max, LOGIN_FAILURES.maxPerIp]
      for (const [i, key] of failureKeys.entries())
        if (Number((await kv.get(key)) ?? 0) >= limits[i])
          throw new HttpError(429, '登录失败次数过多，请5分钟后再试')
      const row = await intervieweeByPhone(db, phone)
      if (!password || !row || !(await verifyPassword(password, row.password, row.salt))) {
        for (const key of failureKeys) await kv.incr(key, LOGIN_FAILURES.windowMs)
        throw badRequest('手机号或密码错误')
      }
      if (row.status !== 1) throw badRequest('该账号已冻结')
      await kv.del(failureKeys[0])
      if (row.password && needsRehash(row.password)) {
        const { hash, salt } = await hashPassword(password)
        await db
          .update(recruitInterviewee)
          .set({ password: hash, salt })
          .where(eq(recruitInterviewee.id, row.id))
      }
      return ok(await signIn(row), '登录成功')
    },
  )

  app.post(
    `${BASE}/logout`,
    { config: { permission: 'interviewee' }, schema: { tags, summary: 'End the interviewee session' } },
    async (request) => {
      if (request.token) await intervieweeSessions.revoke(request.token)
      return ok(null, '退出登录成功')
    },
  )

  app.post(
    `${BASE}/info`,
    { config: { permission: 'interviewee' }, schema: { tags, summary: 'The signed-in interviewee' } },
    async (request) => {
      const row = await currentInterviewee(db, request.intervieweeId)
      return ok({ id: row.id, loginAccount: row.phone, phone: row.phone })
    },
  )

  app.post<{ Body: Body }>(
    `${BASE}/resetPassword`,
    pub('Forgotten password: phone, SMS code (sendCaptcha type reset) and the new password'),
    async (request) => {
      const { phone: rawPhone, smsCode, password, confirmPassword } = request.body ?? {}
      const phone = checkedPhone(rawPhone)
      const chosen = checkedNewPassword(password, confirmPassword)
      await sms.consume('recruit-reset', phone, smsCode?.trim())
      const row = await intervieweeByPhone(db, phone)
      if (!row) throw badRequest('该手机号尚未注册')
      const { hash, salt } = await hashPassword(chosen)
      await db
        .update(recruitInterviewee)
        .set({ password: hash, salt, updateTime: new Date() })
        .where(eq(recruitInterviewee.id, row.id))
      await kv.del(loginFailureKey(request.ip, phone))
      return ok(null, '密码重置成功，请使用新密码登录')
    },
  )

  app.post<{ Body: Body }>(
    `${BASE}/updatePassword`,
    own('Change the password: oldPassword, password, confirmPassword'),
    async (request) => {
      const row = await currentInterviewee(db, request.intervieweeId)
      const { oldPassword, password, confirmPassword } = request.body ?? {}
      if (!oldPassword) throw badRequest('请输入旧密码!')
      const chosen = checkedNewPassword(password, confirmPassword)
      if (!(await verifyPassword(oldPassword, row.password, row.salt))) throw badRequest('旧密码输入错误')
      const { hash, salt } = await hashPassword(chosen)
      await db
        .update(recruitInterviewee)
        .set({ password: hash, salt, updateTime: new Date() })
        .where(eq(recruitInterviewee.id, row.id))
      return ok(null, '密码修改成功')
    },
  )

  app.post<{ Body: Body }>(
    `${BASE}/sendCaptchaByInterviewee`,
    own(
      'Change of phone: type old sends a code to the current phone, type new to `phone` (not yet registered)',
    ),
    async (request) => {
      const row = await currentInterviewee(db, request.intervieweeId)
      const { type, phone: rawPhone } = request.body ?? {}
      if (type === 'old') {
        await sms.issue('recruit-old-phone', row.phone, request.ip)
      } else if (type === 'new') {
        if (!(await kv.get(`recruit-phone-ok:${row.id}`))) throw badRequest('请先验证原手机号')
        const phone = checkedPhone(rawPhone)
        if (phone === row.phone) throw badRequest('新手机号不能与原手机号相同')
        // Whether another account holds the phone is told only after its code (newPhoneValid).
        await sms.issue('recruit-new-phone', phone, request.ip)
      } else {
        throw badRequest('type 只能是 old 或 new')
      }
      return ok(null, '短信验证码发送成功')
    },
  )

  app.post<{ Body: Body }>(
    `${BASE}/oldPhoneValid`,
    own('Check the code sent to the current phone'),
    async (request) => {
      const row = await currentInterviewee(db, request.intervieweeId)
      await sms.consume('recruit-old-phone', row.phone, request.body?.smsCode?.trim())
      await kv.set(`recruit-phone-ok:${row.id}`, '1', PHONE_CHANGE_MS)
      return ok(null, '原手机号验证成功')
    },
  )

  app.post<{ Body: Body }>(
    `${BASE}/newPhoneValid`,
    own('Check the code sent to the new phone and switch to it'),
    async (request) => {
      const row = await currentInterviewee(db, request.intervieweeId)
      if (!(await kv.get(`recruit-phone-ok:${row.id}`))) throw badRequest('请先验证原手机号')
      const phone = checkedPhone(request.body?.phone)
      await sms.consume('recruit-new-phone', phone, request.body?.smsCode?.trim(), { spend: false })
      if (await intervieweeByPhone(db, phone)) throw conflict('该手机号已被其他账号使用')
      await sms.consume('recruit-new-phone', phone, request.body?.smsCode?.trim())
      await db
        .update(recruitInterviewee)
        .set({ phone, updateTime: new Date() })
        .where(eq(recruitInterviewee.id, row.id))
      await kv.del(`recruit-phone-ok:${row.id}`)
      return ok({ phone, loginAccount: phone }, '手机号修改成功')
    },
  )
}
