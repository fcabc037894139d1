import { customerPaymentResource, customerProfileResource } from '@portico/contract'
import type { FastifyPluginAsync } from 'fastify'
import { customerPayment, customerProfile } from '../../db/schema'
import type { Deps } from '../../deps'
import { ok } from '../../http/envelope'
import { customerProfileHooks } from '../../services/billing/customers'
import { customerPaymentHooks } from '../../services/billing/payments'
import type { ResourceService } from '../../services/resources/service'
import { resourceRoutes } from '../resource-routes'

const tags = ['customer']

/**
 * 客户中心 and 支付费用信息: customer companies (adding one creates its tenant, so its users see only their own
 * rows at once) and the payments that keep their balances.
 */
export const customerCenterRoutes: FastifyPluginAsync<{ deps: Deps }> = async (app, { deps }) => {
  await app.register(
    resourceRoutes(customerProfileResource, customerProfile, {
      ...customerProfileHooks,
      tags,
      custom: ['add'],
      missingMessage: '客户不存在',
    }),
    { deps },
  )
  const profiles = deps.resources.get(customerProfileResource.table) as ResourceService
  app.post<{ Body: Record<string, unknown> }>(
    `${customerProfileResource.baseUrl}/add`,
    {
      config: { permission: customerProfileResource.perms.add },
      schema: {
        tags,
        summary: 'Add a customer with its tenant',
        body: { type: 'object', additionalProperties: true },
      },
    },
    async (request) => {
      const row = await profiles.add(request, request.body ?? {})
      await deps.customerTenants.reload()
      return ok(row.id, '添加成功！')
    },
  )
  await app.register(
    resourceRoutes(customerPaymentResource, customerPayment, {
      ...customerPaymentHooks,
      tags,
      missingMessage: '支付记录不存在',
      staffFields: ['createBy', 'updateBy'],
    }),
    { deps },
  )
}
