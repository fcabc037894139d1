import { BILL_COUNT_PERMS } from '@portico/contract'
import type { FastifyPluginAsync } from 'fastify'
import type { Deps } from '../../deps'
import { ok } from '../../http/envelope'
import { sendXlsx } from '../../http/xlsx-reply'
import { writeBillCountSheet } from '../../services/billing/sheets'
import { type BillCountQuery, billCount } from '../../services/billing/stats'
import { objectSchema, str, strOrNum } from '../schemas'

const tags = ['bill']
const querystring = objectSchema({ monthFrom: str, monthTo: str, customerId: strOrNum })

/** 账单统计: bills per customer and month with their totals, and the same as .xlsx. */
export const billCountRoutes: FastifyPluginAsync<{ deps: Deps }> = async (app, { deps }) => {
  app.get<{ Querystring: BillCountQuery }>(
    '/bill/billCount/list',
    {
      config: { permission: BILL_COUNT_PERMS.list },
      schema: {
        tags,
        summary:
          'Bills per customer and month (yyyy-MM range): counts, weight, amounts by status, paid and owed',
        querystring,
      },
    },
    async (request) => ok(await billCount(deps.db, request.query, request.customerId)),
  )

  app.get<{ Querystring: BillCountQuery }>(
    '/bill/billCount/exportXls',
    {
      config: { permission: BILL_COUNT_PERMS.exportXls },
      schema: { tags, summary: '账单统计 as .xlsx (the same filters), with its totals row', querystring },
    },
    async (request, reply) => {
      const report = await billCount(deps.db, request.query, request.customerId)
      const { monthFrom, monthTo } = request.query
      const subtitle = `统计月份：${monthFrom || '最早'} 至 ${monthTo || '最近'}　导出人:${request.user!.realname}`
      return sendXlsx(request, reply, '账单统计.xlsx', (output) =>
        writeBillCountSheet(output, report, subtitle),
      )
    },
  )
}
