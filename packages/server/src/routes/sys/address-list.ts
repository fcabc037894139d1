import type { FastifyPluginAsync } from 'fastify'
import type { Deps } from '../../deps'
import { ok } from '../../http/envelope'
import { pageParams } from '../../services/query'
import { type AddressQuery, addressList } from '../../services/users/address-list'

export const ADDRESS_LIST_PERMISSION = 'system:address:list'
const text = { type: 'string', maxLength: 100 } as const

/** 通讯录 (read-only): the users of a department and its sub-departments with their contact details. */
export const addressListRoutes: FastifyPluginAsync<{ deps: Deps }> = async (app, { deps }) => {
  app.get<{ Querystring: AddressQuery & { pageNo?: number; pageSize?: number } }>(
    '/sys/user/queryByOrgCodeForAddressList',
    {
      config: { permission: ADDRESS_LIST_PERMISSION },
      schema: {
        tags: ['user'],
        summary:
          'Paged address book: users of the department `orgCode` and below (all when absent), realname / workNo contain',
        querystring: {
          type: 'object',
          properties: {
            orgCode: text,
            realname: text,
            workNo: text,
            pageNo: { type: 'integer', minimum: 1 },
            pageSize: { type: 'integer', minimum: 1 },
          },
        },
      },
    },
    async (request) => {
      const { orgCode, realname, workNo } = request.query
      return ok(
        await addressList(
          deps.db,
          { orgCode: orgCode?.trim(), realname: realname?.trim(), workNo: workNo?.trim() },
          pageParams(request.query),
        ),
      )
    },
  )
}
