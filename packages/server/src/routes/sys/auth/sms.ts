import { MOBILE_PATTERN } from '@portico/contract'
import { eq } from 'drizzle-orm'
import type { FastifyPluginAsync } from 'fastify'
import { sysUser } from '../../../db/schema'
import type { Deps } from '../../../deps'
import { badRequest, ok } from '../../../http/envelope'
import { assertCanLogin } from '../../../services/auth/login-checks'
import { buildLoginResult } from '../../../services/auth/login-result'
import type { SmsPurpose } from '../../../services/messages/sms'
import { objectSchema, str } from '../../schemas'
import { checkImageCaptcha } from './captcha'

const tags = ['login']
const PURPOSES: Record<string, SmsPurpose> = { '0': 'login', '1': 'register', '2': 'forgot' }

export async function userByPhone(db: Deps['db'], phone: string) {
  const rows = await db.select().from(sysUser).where(eq(sysUser.phone, phone))
  return rows[0]
}

export function checkedMobile(raw: unknown): string {
  const mobile = typeof raw === 'string' ? raw.trim() : ''
  if (!mobile) throw badRequest('手机号不允许为空！')
  if (!MOBILE_PATTERN.test(mobile)) throw badRequest('手机号码格式不正确')
  return mobile
}

interface SmsBody {
  mobile?: string
  smsmode?: string | number
  /** The image captcha (GET /sys/randomImage/{checkKey}) the sender answered: no code goes out without it. */
  captcha?: string
  checkKey?: string | number
}

export const smsRoutes: FastifyPluginAsync<{ deps: Deps }> = async (app, { deps }) => {
  const { db, kv, sms, sessions } = deps

  const smsOptions = {
    config: { permission: 'public' },
    schema: {
      tags,
      summary:
        'Send an SMS code after the image captcha (captcha, checkKey); smsmode 0 login, 1 register, 2 forgotten password',
      body: objectSchema({
        mobile: str,
        smsmode: { type: ['string', 'number'] },
        captcha: str,
        checkKey: { type: ['string', 'number'] },
      }),
    },
  } as const
  const sendSms = async (request: { body: SmsBody; ip: string }) => {
    const mobile = checkedMobile(request.body?.mobile)
    const purpose = PURPOSES[String(request.body?.smsmode ?? '')]
    if (!purpose) throw badRequest('smsmode 只能是 0（登录）、1（注册）或 2（忘记密码）')
    await checkImageCaptcha(kv, request.body?.checkKey, request.body?.captcha)
    // One answer whether or not the phone has an account: registration refuses a taken phone after its code,
    // and login or reset codes go only to phones that have an account (frozen ones included: phoneLogin tells).
    const user = purpose === 'register' ? undefined : await userByPhone(db, mobile)
    await sms.issue(purpose, mobile, request.ip, { deliver: purpose === 'register' || Boolean(user) })
    return ok(null, '短信验证码发送成功')
  }
  app.post<{ Body: SmsBody }>('/sys/sms', smsOptions, sendSms)
  app.post<{ Body: SmsBody }>('/account/sms', smsOptions, sendSms)

  app.post<{ Body: { mobile?: string; captcha?: string } }>(
    '/sys/phoneLogin',
    {
      config: { permission: 'public', loginLog: 'login' },
      schema: {
        tags,
        summary: 'Log in with a phone number and its SMS code (one-time)',
        body: objectSchema({ mobile: str, captcha: str }),
      },
    },
    async (request) => {
      const mobile = checkedMobile(request.body?.mobile)
      await sms.consume('login', mobile, request.body?.captcha?.trim())
      const user = await userByPhone(db, mobile)
      assertCanLogin(user)
      const token = await sessions.create(user.id)
      request.loginUser = user
      request.log.info({ userId: user.id }, 'phone login')
      return ok(await buildLoginResult(db, user, token, deps.caches), '登录成功')
    },
  )
}
