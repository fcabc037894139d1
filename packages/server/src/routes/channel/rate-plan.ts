import { costPlanResource, customerChannelResource, type Resource, salePlanResource } from '@portico/contract'
import type { FastifyPluginAsync } from 'fastify'
import { customerChannel, ratePlan } from '../../db/schema'
import type { Deps } from '../../deps'
import { badRequest, ok } from '../../http/envelope'
import { planBands, saveBands } from '../../services/rates/bands'
import { customerChannelHooks, ratePlanHooks } from '../../services/rates/plan-hooks'
import { type PlanKind, quoteByPlan } from '../../services/rates/plans'
import { chinaDate } from '../../services/shared/china-days'
import { resourceRoutes } from '../resource-routes'
import { objectSchema, str, strOrNum } from '../schemas'

const tags = ['channel']
const DATE = /^\d{4}-\d{2}-\d{2}$/
const MEASURE = /^\d{1,7}(\.\d{1,3})?$/

export interface QuoteBody {
  channelCode: string
  country: string
  date?: string
  weight: string | number
  length?: string | number | null
  width?: string | number | null
  height?: string | number | null
  customerId?: string | number | null
}

const measure = (value: unknown, label: string, required: boolean): string | null => {
  const text = value === null || value === undefined ? '' : String(value).trim()
  if (text === '') {
    if (required) throw badRequest(`请输入${label}`)
    return null
  }
  if (!MEASURE.test(text)) throw badRequest(`${label}须为正数，最多3位小数`)
  return text
}

/** The bands and 试算 routes of one plan kind: `${base}/bands`, `${base}/saveBands`, `${base}/quote`. */
function planRoutes(resource: Resource, kind: PlanKind): FastifyPluginAsync<{ deps: Deps }> {
  const base = resource.baseUrl
  return async (app, { deps }) => {
    const { db } = deps
    await app.register(resourceRoutes(resource, ratePlan, { ...ratePlanHooks(kind), tags }), { deps })

    app.get<{ Querystring: { planId: string } }>(
      `${base}/bands`,
      {
        config: { permission: resource.perms.list },
        schema: {
          tags,
          summary: "A BANDS plan's weight bands in order",
          querystring: objectSchema({ planId: str }, ['planId']),
        },
      },
      async (request) => ok(await planBands(db, kind, request.query.planId)),
    )

    app.post<{ Body: { planId: string; bands: unknown } }>(
      `${base}/saveBands`,
      {
        config: { permission: resource.perms.edit },
        schema: {
          tags,
          summary: "Replace a BANDS plan's bands at once (refused on a gap, overlap or negative price)",
          body: objectSchema({ planId: str, bands: { type: 'array' } }, ['planId', 'bands']),
        },
      },
      async (request) => {
        await saveBands(db, kind, request.body.planId, request.body.bands, request.user!.username)
        return ok(await planBands(db, kind, request.body.planId), '保存成功！')
      },
    )

    app.post<{ Body: QuoteBody }>(
      `${base}/quote`,
      {
        config: { permission: `${resource.permission}:quote` },
        schema: {
          tags,
          summary: '试算: price a parcel by the plan valid on the date (billable weight, each term, CNY)',
          body: objectSchema(
            {
              channelCode: str,
              country: str,
              date: str,
              weight: strOrNum,
              length: strOrNum,
              width: strOrNum,
              height: strOrNum,
              customerId: strOrNum,
            },
            ['channelCode', 'country', 'weight'],
          ),
        },
      },
      async (request) => {
        const body = request.body
        const date = body.date?.trim() || chinaDate(new Date())
        if (!DATE.test(date)) throw badRequest('日期格式应为 yyyy-MM-dd')
        const customerId = kind === 'sale' ? Number(body.customerId) : null
        if (kind === 'sale' && !Number.isInteger(customerId)) throw badRequest('请选择客户')
        const quote = await quoteByPlan(
          db,
          { kind, channelCode: body.channelCode, country: body.country, customerId, date },
          {
            weightKg: measure(body.weight, '重量(kg)', true) as string,
            lengthCm: measure(body.length, '长(cm)', false),
            widthCm: measure(body.width, '宽(cm)', false),
            heightCm: measure(body.height, '高(cm)', false),
          },
        )
        return ok(quote)
      },
    )
  }
}

/** 成本方案 and 客户绑定渠道 (bindings + 销售方案): rate tables, their bands and 试算. */
export const ratePlanRoutes: FastifyPluginAsync<{ deps: Deps }> = async (app, { deps }) => {
  await app.register(planRoutes(costPlanResource, 'cost'), { deps })
  await app.register(planRoutes(salePlanResource, 'sale'), { deps })
  await app.register(
    resourceRoutes(customerChannelResource, customerChannel, { ...customerChannelHooks, tags }),
    { deps },
  )
}
