import { authActions, EMAIL_PATTERN, USERNAME_PATTERN } from '@portico/contract'
import { and, eq, or } from 'drizzle-orm'
import type { FastifyPluginAsync } from 'fastify'
import { sysUser } from '../../../db/schema'
import type { Deps } from '../../../deps'
import { badRequest, conflict, notFound, ok } from '../../../http/envelope'
import { assertAcceptablePassword } from '../../../services/auth/password-policy'
import { hashPassword } from '../../../services/auth/passwords'
import { newId } from '../../../services/shared/ids'
import { serveAction } from '../../serve-action'
import { checkedMobile, userByPhone } from './sms'

const RESET_TICKET_TTL_MS = 10 * 60_000
const resetKey = (phone: string) => `pwd-reset:${phone}`

function checkedPassword(raw: unknown, username?: string): string {
  const password = typeof raw === 'string' ? raw : ''
  if (!password) throw badRequest('密码不能为空')
  assertAcceptablePassword(password, username)
  return password
}

export const registerRoutes: FastifyPluginAsync<{ deps: Deps }> = async (app, { deps }) => {
  const { db, kv, sms } = deps

  serveAction(app, authActions.register, async (request) => {
    const body = request.body ?? {}
    const username = String(body.username ?? '').trim()
    if (!username) throw badRequest('用户名不能为空')
    if (!USERNAME_PATTERN.test(username)) throw badRequest('用户账号格式不正确')
    const password = checkedPassword(body.password, body.username)
    const phone = checkedMobile(body.phone)
    const email = body.email?.trim() || null
    if (email && (!EMAIL_PATTERN.test(email) || email.length > 100)) throw badRequest('电子邮件格式不正确')
    const realname = body.realname?.trim() || username
    if (realname.length > 100) throw badRequest('用户姓名过长')
    if (!body.smscode?.trim()) throw badRequest('手机验证码不能为空')
    // Whether the phone, name or e-mail is taken is told only to the holder of the phone's code.
    await sms.consume('register', phone, body.smscode.trim(), { spend: false })
    const taken = await db
      .select({ username: sysUser.username, phone: sysUser.phone, email: sysUser.email })
      .from(sysUser)
      .where(
        or(
          eq(sysUser.username, username),
          eq(sysUser.phone, phone),
          email ? eq(sysUser.email, email) : undefined,
        ),
      )
    if (taken.some((u) => u.username === username)) throw conflict('用户名已注册')
    if (taken.some((u) => u.phone === phone)) throw conflict('该手机号已注册')
    if (email && taken.some((u) => u.email === email)) throw conflict('邮箱已被注册')
    await sms.consume('register', phone, body.smscode.trim())
    const { hash, salt } = await hashPassword(password)
    await db.insert(sysUser).values({
      id: newId(),
      username,
      realname,
      password: hash,
      salt,
      phone,
      email,
      status: 1,
      delFlag: 0,
      userIdentity: 1,
      createBy: username,
      createTime: new Date(),
    })
    request.log.info({ username }, 'user registered')
    return ok(null, '注册成功')
  })

  serveAction(app, authActions.phoneVerification, async (request) => {
    const phone = checkedMobile(request.body?.phone)
    const smscode = request.body?.smscode?.trim()
    await sms.consume('forgot', phone, smscode)
    const user = await userByPhone(db, phone)
    if (user?.delFlag !== 0) throw badRequest('该用户不存在或未绑定手机号')
    await kv.set(resetKey(phone), JSON.stringify({ username: user.username, smscode }), RESET_TICKET_TTL_MS)
    return ok({ smscode: smscode ?? '', username: user.username })
  })

  serveAction(app, authActions.passwordChange, async (request) => {
    const { username = '', smscode = '' } = request.body ?? {}
    const phone = checkedMobile(request.body?.phone)
    const password = checkedPassword(request.body?.password, request.body?.username)
    const raw = await kv.take(resetKey(phone))
    if (!raw) throw badRequest('短信验证码失效！')
    const ticket = JSON.parse(raw) as { username: string; smscode: string }
    if (ticket.smscode !== smscode || ticket.username !== username) throw badRequest('短信验证码不匹配！')
    const { hash, salt } = await hashPassword(password)
    const rows = await db
      .update(sysUser)
      .set({ password: hash, salt, updateBy: username, updateTime: new Date() })
      .where(and(eq(sysUser.username, username), eq(sysUser.phone, phone), eq(sysUser.delFlag, 0)))
      .returning({ id: sysUser.id })
    if (rows.length === 0) throw notFound('未找到用户！')
    await deps.sessions.revokeAllOf(rows[0].id)
    return ok(null, '密码重置成功！')
  })
}
