import { OUT_BATCH_STATUS, SUPPLIER_BATCH_PERMS, supplierBatchResource } from '@portico/contract'
import { and, desc, eq, isNull } from 'drizzle-orm'
import type { FastifyPluginAsync } from 'fastify'
import { logisticsOutBatch, logisticsSupplierBatch } from '../../db/schema'
import type { Deps } from '../../deps'
import { ok } from '../../http/envelope'
import {
  createSupplierBatch,
  type StepInput,
  type SupplierBatchInput,
  stepSupplierBatch,
} from '../../services/outbound/supplier-batches'
import { resourceRoutes } from '../resource-routes'
import { objectSchema, str } from '../schemas'

const tags = ['batch']
const BASE = supplierBatchResource.baseUrl
const optional = { type: ['string', 'null'] } as const
const short = (maxLength: number) => ({ type: 'string', minLength: 1, maxLength }) as const

/** 供应商批次: line-haul batches (read-only list), created over out-stored batches and stepped forward to delivery. */
export const supplierBatchRoutes: FastifyPluginAsync<{ deps: Deps }> = async (app, { deps }) => {
  const { db } = deps
  await app.register(resourceRoutes(supplierBatchResource, logisticsSupplierBatch, { tags }), { deps })

  app.get(
    `${BASE}/availableOutBatches`,
    {
      config: { permission: SUPPLIER_BATCH_PERMS.create },
      schema: { tags, summary: 'Out-stored outbound batches not yet on a line-haul batch, newest first' },
    },
    async () =>
      ok(
        await db
          .select()
          .from(logisticsOutBatch)
          .where(
            and(
              eq(logisticsOutBatch.status, OUT_BATCH_STATUS.outStore),
              isNull(logisticsOutBatch.supplierBatchId),
            ),
          )
          .orderBy(desc(logisticsOutBatch.outStoreTime))
          .limit(500),
      ),
  )

  app.post<{ Body: SupplierBatchInput }>(
    `${BASE}/create`,
    {
      config: { permission: SUPPLIER_BATCH_PERMS.create },
      schema: {
        tags,
        summary: 'A line-haul batch over out-stored outbound batches of one channel',
        body: objectSchema(
          {
            outBatchIds: { type: 'array', items: str, minItems: 1, maxItems: 500 },
            transportNo: short(40),
            carrier: short(100),
            transportMode: { type: 'string', enum: ['AIR', 'SEA', 'RAIL', 'TRUCK'] },
            departurePort: short(10),
            destinationPort: short(10),
            destinationCountry: { type: 'string', pattern: '^[A-Z]{2}$' },
            departureTime: optional,
            eta: optional,
            remark: optional,
          },
          [
            'outBatchIds',
            'transportNo',
            'carrier',
            'transportMode',
            'departurePort',
            'destinationPort',
            'destinationCountry',
          ],
        ),
      },
    },
    async (request) =>
      ok(await createSupplierBatch(db, request.body, request.user!.username), '供应商批次已创建'),
  )

  app.post<{ Body: StepInput & { id: string } }>(
    `${BASE}/step`,
    {
      config: { permission: SUPPLIER_BATCH_PERMS.step },
      schema: {
        tags,
        summary:
          'Moves the batch to the next status (never skips, never back) and writes its event for every parcel, in one transaction; 到达目的国 names overseasAgent, 进口清关 the pick-up habitatAgent, carPlate and driver',
        body: objectSchema(
          {
            id: str,
            status: str,
            time: optional,
            timeZone: optional,
            location: optional,
            overseasAgent: optional,
            habitatAgent: optional,
            carPlate: optional,
            driver: optional,
          },
          ['id', 'status'],
        ),
      },
    },
    async (request) => {
      const { id, ...step } = request.body
      return ok(await stepSupplierBatch(db, id, step, request.user!.username), '状态已更新')
    },
  )
}
