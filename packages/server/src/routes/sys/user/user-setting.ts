import { userSettingActions } from '@portico/contract'
import { and, eq } from 'drizzle-orm'
import type { FastifyPluginAsync } from 'fastify'
import { sysUserSetting } from '../../../db/schema'
import type { Deps } from '../../../deps'
import { badRequest, ok } from '../../../http/envelope'
import { serveAction } from '../../serve-action'

/** Keys such as `JSuperQuerySaved_/isystem/user` or `columns:/isystem/user`. */
const KEY_PATTERN = /^[A-Za-z0-9_:/.-]{1,200}$/
/** A setting is a small document (a few saved queries, a column layout), not a file store. */
export const MAX_SETTING_BYTES = 64 * 1024

function checkedKey(key: string | undefined): string {
  if (!key || !KEY_PATTERN.test(key))
    throw badRequest('设置项名称不合法：只能包含字母、数字和 _ : / . -，最长200个字符')
  return key
}

/**
 * Per-user settings kept on the server so they follow the user to any browser. A user only ever reads and writes
 * their own (the token decides whose; there is no user parameter).
 */
export const userSettingRoutes: FastifyPluginAsync<{ deps: Deps }> = async (app, { deps }) => {
  const { db } = deps
  const mine = (userId: string, key: string) =>
    and(eq(sysUserSetting.userId, userId), eq(sysUserSetting.settingKey, key))

  serveAction(app, userSettingActions.get, async (request) => {
    const key = checkedKey(request.query.key)
    const [row] = await db
      .select({ value: sysUserSetting.settingValue })
      .from(sysUserSetting)
      .where(mine(request.user!.id, key))
    return ok(row ? JSON.parse(row.value) : null)
  })

  serveAction(app, userSettingActions.save, async (request) => {
    const key = checkedKey(request.body.key)
    if (request.body.value === undefined) throw badRequest('缺少设置内容')
    const value = JSON.stringify(request.body.value)
    if (Buffer.byteLength(value) > MAX_SETTING_BYTES) throw badRequest('设置内容过大，最多64KB')
    const updateTime = new Date()
    await db
      .insert(sysUserSetting)
      .values({ userId: request.user!.id, settingKey: key, settingValue: value, updateTime })
      .onConflictDoUpdate({
        target: [sysUserSetting.userId, sysUserSetting.settingKey],
        set: { settingValue: value, updateTime },
      })
    return ok(null, '保存成功！')
  })

  serveAction(app, userSettingActions.delete, async (request) => {
    await db.delete(sysUserSetting).where(mine(request.user!.id, checkedKey(request.query.key)))
    return ok(null, '删除成功!')
  })
}
