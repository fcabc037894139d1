import type { FastifyPluginAsync } from 'fastify'
import type { Deps } from '../../../deps'
import { customerUserWrites } from '../../customer/customer-user'

/** The spec's names for adding and editing a customer company's user: the same calls as /customer/user/add|edit. */
export const userCustomerRoutes: FastifyPluginAsync<{ deps: Deps }> = async (app, { deps }) => {
  const writes = customerUserWrites(deps.db)
  app.post('/sys/user/addCustomer', writes.add)
  app.put('/sys/user/editCustomer', writes.edit)
}
