import { addressListActions } from '@portico/contract'
import type { FastifyPluginAsync } from 'fastify'
import type { Deps } from '../../deps'
import { ok } from '../../http/envelope'
import { pageParams } from '../../services/query'
import { addressList } from '../../services/users/address-list'
import { serveAction } from '../serve-action'

export const ADDRESS_LIST_PERMISSION = 'system:address:list'

/** 通讯录 (read-only): the users of a department and its sub-departments with their contact details. */
export const addressListRoutes: FastifyPluginAsync<{ deps: Deps }> = async (app, { deps }) => {
  serveAction(app, addressListActions.queryByOrgCode, async (request) => {
    const { orgCode, realname, workNo } = request.query
    return ok(
      await addressList(
        deps.db,
        { orgCode: orgCode?.trim(), realname: realname?.trim(), workNo: workNo?.trim() },
        pageParams(request.query),
      ),
    )
  })
}
