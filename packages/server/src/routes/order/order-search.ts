import { OPS_PERMS, ORDER_PASTE_MAX, splitNumbers } from '@portico/contract'
import type { FastifyPluginAsync } from 'fastify'
import type { Deps } from '../../deps'
import { badRequest, ok } from '../../http/envelope'
import {
  allParcels,
  PARCEL_FILTER_KEYS,
  type ParcelFilters,
  pageParams,
  parcelConditions,
  parcelFilterSchema,
  parcelPage,
  parcelsByNumbers,
} from '../../services/logistics/parcel-search'
import { sendParcelSheet } from '../../services/logistics/parcel-sheet'
import { objectSchema } from '../schemas'

const tags = ['order']
const BASE = '/order/search'
/** 1,000 numbers of up to 40 characters and their separators. */
const numbersField = { type: 'string', maxLength: ORDER_PASTE_MAX * 42 } as const

function numbersOf(text: string | undefined): string[] {
  const numbers = splitNumbers(text ?? '')
  if (numbers.length > ORDER_PASTE_MAX)
    throw badRequest(`一次最多查询 ${ORDER_PASTE_MAX} 个单号，当前 ${numbers.length} 个`)
  if (numbers.some((n) => n.length > 64)) throw badRequest('单号最长64个字符')
  return numbers
}

/**
 * 订单查询: orders and their parcels by filters (paged), or by up to 1,000 pasted numbers (tracking or platform
 * order numbers: the rows found and the numbers not found), and either as .xlsx. A customer's users see their own.
 */
export const orderSearchRoutes: FastifyPluginAsync<{ deps: Deps }> = async (app, { deps }) => {
  const { db } = deps
  app.get<{ Querystring: ParcelFilters & { pageNo?: number; pageSize?: number } }>(
    `${BASE}/list`,
    {
      config: { permission: OPS_PERMS.orderSearch },
      schema: { tags, summary: 'Orders/parcels by filters, newest first', querystring: parcelFilterSchema },
    },
    async (request) =>
      ok(
        await parcelPage(db, parcelConditions(request.query, request.customerId), pageParams(request.query)),
      ),
  )

  app.post<{ Body: { numbers: string } }>(
    `${BASE}/byNumbers`,
    {
      config: { permission: OPS_PERMS.orderSearch },
      schema: {
        tags,
        summary: `Up to ${ORDER_PASTE_MAX} numbers (newline, comma or space separated): {records, notFound}`,
        body: objectSchema({ numbers: numbersField }, ['numbers']),
      },
    },
    async (request) => ok(await parcelsByNumbers(db, numbersOf(request.body.numbers), request.customerId)),
  )

  app.get<{ Querystring: ParcelFilters }>(
    `${BASE}/exportXls`,
    {
      config: { permission: OPS_PERMS.orderExport },
      schema: { tags, summary: '订单查询 as .xlsx (the list filters)', querystring: parcelFilterSchema },
    },
    async (request, reply) =>
      sendParcelSheet(
        deps,
        request,
        reply,
        '订单查询',
        await allParcels(db, parcelConditions(request.query, request.customerId)),
      ),
  )

  app.post<{ Body: ParcelFilters & { numbers?: string } }>(
    `${BASE}/exportXls`,
    {
      config: { permission: OPS_PERMS.orderExport },
      schema: {
        tags,
        summary: '订单查询 as .xlsx: the pasted numbers when given, else the filters',
        body: objectSchema({
          numbers: numbersField,
          ...Object.fromEntries(PARCEL_FILTER_KEYS.map((key) => [key, { type: 'string', maxLength: 64 }])),
        }),
      },
    },
    async (request, reply) => {
      const { numbers, ...filters } = request.body
      const rows = numbers?.trim()
        ? (await parcelsByNumbers(db, numbersOf(numbers), request.customerId)).records
        : await allParcels(db, parcelConditions(filters, request.customerId))
      return sendParcelSheet(deps, request, reply, '订单查询', rows)
    },
  )
}
