import {
  BILL_LINES_EXPORT_PERMISSION,
  BILL_TRANSITIONS,
  type BillTransition,
  customerBillResource,
} from '@portico/contract'
import { eq } from 'drizzle-orm'
import type { FastifyPluginAsync, FastifyRequest } from 'fastify'
import { customerBill, customerProfile } from '../../db/schema'
import type { Deps } from '../../deps'
import { contentDisposition } from '../../http/content-disposition'
import { badRequest, ok } from '../../http/envelope'
import { sendXlsx } from '../../http/xlsx-reply'
import { billLines, generateBill, moveBill, refuseDeletingFinalBills } from '../../services/billing/bills'
import { billCharges } from '../../services/billing/charges'
import { writeBillLinesSheet } from '../../services/billing/sheets'
import { statementPdf } from '../../services/billing/statement-pdf'
import { actorOf } from '../../services/resources/scope'
import type { ResourceService } from '../../services/resources/service'
import { resourceRoutes } from '../resource-routes'
import { objectSchema, str } from '../schemas'

const tags = ['bill']
const BASE = customerBillResource.baseUrl
const idQuery = { type: 'object', properties: { id: str }, required: ['id'] } as const

/**
 * 客户账单: bills (a declared resource: list, detail, remark edit, draft delete, export), their generation, lines
 * and status buttons. Every route reads a bill through the resource's scope: a customer's user reaches only its own.
 */
export const customerBillRoutes: FastifyPluginAsync<{ deps: Deps }> = async (app, { deps }) => {
  await app.register(
    resourceRoutes(customerBillResource, customerBill, {
      tags,
      missingMessage: '账单不存在',
      beforeDelete: ({ tx, rows }) =>
        refuseDeletingFinalBills(
          tx,
          rows.map((r) => String(r.id)),
        ),
    }),
    { deps },
  )
  const bills = deps.resources.get(customerBillResource.table) as ResourceService

  /** A bill the request may see, its customer's name and its lines (what the PDF and the xlsx print). */
  async function billStatement(request: FastifyRequest, id: string) {
    const visible = await bills.get(request, id)
    const [bill] = await deps.db
      .select()
      .from(customerBill)
      .where(eq(customerBill.id, String(visible.id)))
    const [profile] = await deps.db
      .select({ name: customerProfile.companyName })
      .from(customerProfile)
      .where(eq(customerProfile.customerId, bill.customerId))
    return {
      bill,
      customerName: profile?.name ?? String(bill.customerId),
      lines: await billLines(deps.db, bill.id),
      charges: await billCharges(deps.db, bill.id),
    }
  }

  app.post<{
    Body: { customerId: number | string; periodStart: string; periodEnd: string; billDate?: string }
  }>(
    `${BASE}/generate`,
    {
      config: { permission: 'bill:customer:generate' },
      schema: {
        tags,
        summary: 'Generate a draft bill of a customer and period from its shipped parcels',
        body: objectSchema(
          { customerId: { type: ['string', 'number'] }, periodStart: str, periodEnd: str, billDate: str },
          ['customerId', 'periodStart', 'periodEnd'],
        ),
      },
    },
    async (request) => {
      const customerId = Number(request.body.customerId)
      if (!Number.isInteger(customerId)) throw badRequest('请选择客户')
      const bill = await generateBill(deps.db, deps.billPricing, {
        ...request.body,
        customerId,
        actor: request.user!.username,
      })
      return ok(await bills.get(request, bill.id), `已生成账单 ${bill.billNo}，共${bill.parcelCount}个包裹`)
    },
  )

  app.get<{ Querystring: { id: string } }>(
    `${BASE}/lines`,
    {
      config: { permission: customerBillResource.perms.list },
      schema: { tags, summary: "A bill's lines, one per parcel", querystring: idQuery },
    },
    async (request) => {
      const bill = await bills.get(request, request.query.id)
      return ok(await billLines(deps.db, String(bill.id)))
    },
  )

  app.get<{ Querystring: { id: string } }>(
    `${BASE}/charges`,
    {
      config: { permission: customerBillResource.perms.list },
      schema: {
        tags,
        summary: "A bill's charges: the customs deductions (advanced taxes and fees) passed on",
        querystring: idQuery,
      },
    },
    async (request) => {
      const bill = await bills.get(request, request.query.id)
      return ok(await billCharges(deps.db, String(bill.id)))
    },
  )

  app.get<{ Querystring: { id: string } }>(
    `${BASE}/exportPdf`,
    {
      config: { permission: 'bill:customer:pdf' },
      schema: { tags, summary: 'A bill as a PDF statement (A4, CJK font embedded)', querystring: idQuery },
    },
    async (request, reply) => {
      const { bill, customerName, lines, charges } = await billStatement(request, request.query.id)
      const pdf = await statementPdf(bill, customerName, lines, charges)
      return reply
        .header('Content-Type', 'application/pdf')
        .header('Content-Disposition', contentDisposition('attachment', `对账单-${bill.billNo}.pdf`))
        .send(pdf)
    },
  )

  app.get<{ Querystring: { id: string } }>(
    `${BASE}/exportLinesXls`,
    {
      config: { permission: BILL_LINES_EXPORT_PERMISSION },
      schema: {
        tags,
        summary: "A bill's lines as .xlsx, amounts exactly as on the screen and the PDF",
        querystring: idQuery,
      },
    },
    async (request, reply) => {
      const { bill, customerName, lines, charges } = await billStatement(request, request.query.id)
      return sendXlsx(request, reply, `账单明细-${bill.billNo}.xlsx`, (output) =>
        writeBillLinesSheet(output, bill, customerName, lines, charges),
      )
    },
  )

  app.post<{ Body: { id: string; action: string } }>(
    `${BASE}/status`,
    {
      config: { permission: 'bill:customer:status' },
      schema: {
        tags,
        summary:
          'Move a bill: confirm, send, dispute or reopen (refused from a status it does not start from)',
        body: objectSchema({ id: str, action: str }, ['id', 'action']),
      },
    },
    async (request) => {
      const { id, action } = request.body
      if (!Object.hasOwn(BILL_TRANSITIONS, action)) throw badRequest('未知的账单操作')
      await bills.get(request, id)
      await moveBill(deps.db, id, action as BillTransition, actorOf(request).username)
      return ok(await bills.get(request, id), `${BILL_TRANSITIONS[action as BillTransition].label}成功`)
    },
  )
}
