import { accountActions, EMAIL_PATTERN, MOBILE_PATTERN } from '@portico/contract'
import { and, eq, ne, or } from 'drizzle-orm'
import type { FastifyPluginAsync } from 'fastify'
import { sysUser } from '../../../db/schema'
import type { Deps } from '../../../deps'
import { badRequest, conflict, ok } from '../../../http/envelope'
import { toSysUser } from '../../../services/shared/serializers'
import { avatarOrNull } from '../../../services/users/users-write'
import { serveAction } from '../../serve-action'

const blankToNull = (value: unknown): string | null =>
  value === undefined || value === null || String(value).trim() === '' ? null : String(value).trim()

/** The account pages: a user edits their own profile (never roles, status or tenants). */
export const accountRoutes: FastifyPluginAsync<{ deps: Deps }> = async (app, { deps }) => {
  const { db } = deps

  serveAction(app, accountActions.editSelf, async (request) => {
    const user = request.user!
    const body = request.body ?? {}
    const values: Partial<typeof sysUser.$inferInsert> = {}
    if (body.realname !== undefined) {
      const realname = String(body.realname).trim()
      if (!realname) throw badRequest('用户姓名不能为空')
      if (realname.length > 100) throw badRequest('用户姓名过长')
      values.realname = realname
    }
    if (body.avatar !== undefined) values.avatar = avatarOrNull(body.avatar)
    if (body.email !== undefined) {
      const email = blankToNull(body.email)
      if (email && (!EMAIL_PATTERN.test(email) || email.length > 100)) throw badRequest('电子邮件格式不正确')
      values.email = email
    }
    if (body.phone !== undefined) {
      const phone = blankToNull(body.phone)
      if (phone && !MOBILE_PATTERN.test(phone)) throw badRequest('手机号码格式不正确')
      values.phone = phone
    }
    if (body.sex !== undefined) {
      const sex = blankToNull(body.sex)
      if (sex !== null && sex !== '1' && sex !== '2') throw badRequest('性别格式不正确')
      values.sex = sex === null ? null : Number(sex)
    }
    if (body.birthday !== undefined) {
      const birthday = blankToNull(body.birthday)
      if (birthday && (!/^\d{4}-\d{2}-\d{2}$/.test(birthday) || Number.isNaN(Date.parse(birthday))))
        throw badRequest('生日格式不正确')
      values.birthday = birthday
    }
    if (body.telephone !== undefined) {
      const telephone = blankToNull(body.telephone)
      if (telephone && !/^[0-9+\-() ]{3,45}$/.test(telephone)) throw badRequest('座机号码格式不正确')
      values.telephone = telephone
    }
    if (Object.keys(values).length === 0) throw badRequest('没有要修改的字段')
    const clash = [
      values.phone ? eq(sysUser.phone, values.phone) : undefined,
      values.email ? eq(sysUser.email, values.email) : undefined,
    ].filter(Boolean)
    if (clash.length) {
      const rows = await db
        .select({ phone: sysUser.phone, email: sysUser.email })
        .from(sysUser)
        .where(and(or(...clash), ne(sysUser.id, user.id)))
      if (values.phone && rows.some((r) => r.phone === values.phone)) throw conflict('手机号已存在')
      if (values.email && rows.some((r) => r.email === values.email)) throw conflict('邮箱已存在')
    }
    const rows = await db
      .update(sysUser)
      .set({ ...values, updateBy: user.username, updateTime: new Date() })
      .where(eq(sysUser.id, user.id))
      .returning()
    return ok(toSysUser(rows[0]), '修改成功!')
  })
}
