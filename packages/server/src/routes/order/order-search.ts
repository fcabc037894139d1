import { ORDER_PASTE_MAX, orderSearchActions, splitNumbers } from '@portico/contract'
import type { FastifyPluginAsync } from 'fastify'
import type { Deps } from '../../deps'
import { badRequest, ok } from '../../http/envelope'
import {
  allParcels,
  pageParams,
  parcelConditions,
  parcelPage,
  parcelsByNumbers,
} from '../../services/logistics/parcel-search'
import { sendParcelSheet } from '../../services/logistics/parcel-sheet'
import { serveAction } from '../serve-action'

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
/** The exported workbook's sheet and file title. */
const SHEET_TITLE = '订单查询'

export const orderSearchRoutes: FastifyPluginAsync<{ deps: Deps }> = async (app, { deps }) => {
  const { db } = deps
  serveAction(app, orderSearchActions.list, async (request) =>
    ok(await parcelPage(db, parcelConditions(request.query, request.customerId), pageParams(request.query))),
  )

  serveAction(app, orderSearchActions.byNumbers, async (request) =>
    ok(await parcelsByNumbers(db, numbersOf(request.body.numbers), request.customerId)),
  )

  serveAction(app, orderSearchActions.exportXls, async (request, reply) =>
    sendParcelSheet(
      deps,
      request,
      reply,
      SHEET_TITLE,
      await allParcels(db, parcelConditions(request.query, request.customerId)),
    ),
  )

  serveAction(app, orderSearchActions.exportNumbers, async (request, reply) => {
    const { numbers, ...filters } = request.body
    const rows = numbers?.trim()
      ? (await parcelsByNumbers(db, numbersOf(numbers), request.customerId)).records
      : await allParcels(db, parcelConditions(filters, request.customerId))
    return sendParcelSheet(deps, request, reply, SHEET_TITLE, rows)
  })
}
