import { hsCodeResource } from '@portico/contract'
import { notInArray } from 'drizzle-orm'
import type { FastifyRequest } from 'fastify'
import type { Deps } from '../../../deps'
import { hsCodeHooks } from '../../../services/hs-codes/locks'
import { ResourceService } from '../../../services/resources/service'
import type { Db } from '../../client'
import { hsCode } from '../../schema'
import { GOODS } from '../ops-demo-data'

/**
 * This morning the customs broker brought three HS codes the demo's goods do not use (codes locked today cannot be
 * edited) up to date through HS编码's own edit, so HS编码日志 shows their versions.
 */
export async function reviseHsCodes(db: Db): Promise<void> {
  // The edit needs only the database of the server's dependencies (HS codes have no dictionary or file fields).
  const service = new ResourceService(hsCodeResource, hsCode, hsCodeHooks, { db } as unknown as Deps)
  const request = { user: { username: 'zhaolei', relTenantIds: '1' }, tenantId: 1, customerId: null }
  const codes = await db
    .select({ id: hsCode.id, code: hsCode.code })
    .from(hsCode)
    .where(
      notInArray(
        hsCode.code,
        GOODS.map((goods) => goods.hs),
      ),
    )
    .orderBy(hsCode.code)
    .limit(3)
  for (const code of codes)
    await service.edit(request as unknown as FastifyRequest, {
      id: code.id,
      remark: '已按海关总署2026年第88号公告核对申报要素与退税率',
    })
}
