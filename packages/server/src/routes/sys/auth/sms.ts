import { authActions, MOBILE_PATTERN } from '@portico/contract'
import { eq } from 'drizzle-orm'
import type { FastifyPluginAsync } from 'fastify'
import { sysUser } from '../../../db/schema'
import type { Deps } from '../../../deps'
import { badRequest, ok } from '../../../http/envelope'
import { assertCanLogin } from '../../../services/auth/login-checks'
import { buildLoginResult } from '../../../services/auth/login-result'
import type { SmsPurpose } from '../../../services/messages/sms'
import { type ActionRequest, serveAction } from '../../serve-action'
import { checkImageCaptcha } from './captcha'

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

export const smsRoutes: FastifyPluginAsync<{ deps: Deps }> = async (app, { deps }) => {
  const { db, kv, sms, sessions } = deps

  // No code goes out without the image captcha (GET /sys/randomImage/{checkKey}) the sender answered.
  const sendSms = async (request: ActionRequest<typeof authActions.sms>) => {
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
  serveAction(app, authActions.sms, sendSms)
  serveAction(app, authActions.accountSms, sendSms)

  serveAction(
    app,
    authActions.phoneLogin,
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
    { config: { loginLog: 'login' } },
  )
}
