import { inArray, like } from 'drizzle-orm'
import type { Database } from '../../src/db/client'
import { sysPermission, sysRolePermission } from '../../src/db/schema'

/**
 * Deletes the buttons whose permission code is LIKE `codes` and their role grants, as in a database seeded before
 * the page existed. Answers how many buttons there were.
 */
export async function removePageButtons(database: Database, codes: string): Promise<number> {
  const { db } = database
  const buttons = await db
    .select({ id: sysPermission.id })
    .from(sysPermission)
    .where(like(sysPermission.perms, codes))
  const ids = buttons.map((b) => b.id)
  await db.delete(sysRolePermission).where(inArray(sysRolePermission.permissionId, ids))
  await db.delete(sysPermission).where(inArray(sysPermission.id, ids))
  return ids.length
}
