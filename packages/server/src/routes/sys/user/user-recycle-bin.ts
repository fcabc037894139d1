import { userActions } from '@portico/contract'
import { and, eq, inArray } from 'drizzle-orm'
import type { FastifyPluginAsync } from 'fastify'
import type { Db } from '../../../db/client'
import { sysDepartRoleUser, sysUser, sysUserDepart, sysUserRole } from '../../../db/schema'
import type { Deps } from '../../../deps'
import { badRequest, ok } from '../../../http/envelope'
import { toSysUser } from '../../../services/shared/serializers'
import { splitIds } from '../../../services/users/users-write'
import { serveAction } from '../../serve-action'

const DELETED = 1

function requireIds(raw: string | undefined): string[] {
  const ids = splitIds(raw ?? '')
  if (ids.length === 0) throw badRequest('请选择用户')
  return ids
}

/** Removes users for good, with their role and department links, all or nothing. */
async function purge(db: Db, ids: string[]): Promise<number> {
  return db.transaction(async (tx) => {
    const gone = await tx
      .delete(sysUser)
      .where(and(inArray(sysUser.id, ids), eq(sysUser.delFlag, DELETED)))
      .returning({ id: sysUser.id })
    const purged = gone.map((row) => row.id)
    if (purged.length > 0) {
      await tx.delete(sysUserRole).where(inArray(sysUserRole.userId, purged))
      await tx.delete(sysUserDepart).where(inArray(sysUserDepart.userId, purged))
      await tx.delete(sysDepartRoleUser).where(inArray(sysDepartRoleUser.userId, purged))
    }
    return purged.length
  })
}

/** JeecgBoot's user recycle bin: deleted users are listed, restored, or removed for good. */
export const userRecycleBinRoutes: FastifyPluginAsync<{ deps: Deps }> = async (app, { deps }) => {
  const { db } = deps

  serveAction(app, userActions.recycleBin, async () => {
    const rows = await db.select().from(sysUser).where(eq(sysUser.delFlag, DELETED))
    return ok(rows.map(toSysUser))
  })

  serveAction(app, userActions.putRecycleBin, async (request) => {
    const ids = requireIds(request.body.userIds)
    await db
      .update(sysUser)
      .set({ delFlag: 0, updateBy: request.user!.username, updateTime: new Date() })
      .where(and(inArray(sysUser.id, ids), eq(sysUser.delFlag, DELETED)))
    return ok(null, '还原成功')
  })

  serveAction(app, userActions.deleteRecycleBin, async (request) => {
    const count = await purge(db, requireIds(request.query.userIds))
    return ok(count, '删除成功')
  })
}
