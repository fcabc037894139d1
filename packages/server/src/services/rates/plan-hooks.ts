import { type PricingMode, rateTableProblems } from '@portico/contract'
import { and, eq, isNull, ne } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { customerChannel, ratePlan, ratePlanBand } from '../../db/schema'
import { badRequest, conflict } from '../../http/envelope'
import type { ResourceHooks } from '../resources/service'
import type { PlanKind } from './plans'

type Values = Record<string, unknown>
const text = (value: unknown) => (value === null || value === undefined ? '' : String(value))
const countriesOf = (value: unknown) => text(value).split(',').filter(Boolean)

/** Two validity periods (inclusive dates, open end when null) share a day. */
export const periodsOverlap = (aFrom: string, aTo: string | null, bFrom: string, bTo: string | null) =>
  (bTo === null || aFrom <= bTo) && (aTo === null || bFrom <= aTo)

/** Refuses a plan whose zone and validity overlap another plan of the same kind, channel (and customer). */
async function refuseOverlap(tx: Db, kind: PlanKind, plan: Values, id: string | undefined) {
  const customerId =
    plan.customerId === null || plan.customerId === undefined ? null : Number(plan.customerId)
  const others = await tx
    .select()
    .from(ratePlan)
    .where(
      and(
        eq(ratePlan.planKind, kind),
        eq(ratePlan.channelCode, text(plan.channelCode)),
        customerId === null ? isNull(ratePlan.customerId) : eq(ratePlan.customerId, customerId),
        id ? ne(ratePlan.id, id) : undefined,
      ),
    )
  const countries = countriesOf(plan.zoneCountries)
  const validTo = text(plan.validTo) || null
  for (const other of others) {
    const shared = countriesOf(other.zoneCountries).filter((c) => countries.includes(c))
    if (shared.length === 0) continue
    if (!periodsOverlap(text(plan.validFrom), validTo, other.validFrom, other.validTo)) continue
    const period = `${other.validFrom} 至 ${other.validTo ?? '长期'}`
    throw conflict(
      `与方案「${other.name}」（${period}）在 ${shared.join('、')} 的有效期重叠，请调整生效/失效日期或分区`,
    )
  }
}

/**
 * 成本方案 / 销售方案: one table, one kind each. The header's prices are checked like the pricing function checks
 * them; the period must be ordered and not overlap another plan of the same channel and zone (and customer); a sale
 * plan needs the customer to be bound to the channel. Deleting a plan deletes its bands.
 */
export function ratePlanHooks(kind: PlanKind): ResourceHooks {
  return {
    rows: eq(ratePlan.planKind, kind),
    missingMessage: '方案不存在，可能已被删除',
    async beforeWrite({ tx, values, existing }) {
      const plan = { ...existing, ...values }
      const problems = rateTableProblems({
        pricingMode: text(plan.pricingMode) as PricingMode,
        firstWeight: text(plan.firstWeight),
        firstPrice: text(plan.firstPrice),
        additionalWeight: text(plan.additionalWeight),
        additionalPrice: text(plan.additionalPrice),
        registrationFee: text(plan.registrationFee) || '0',
        fuelSurchargePercent: text(plan.fuelSurchargePercent) || '0',
        currencyCode: text(plan.currencyCode),
        bands: [{ fromKg: '0', toKg: '1', priceKind: 'FIXED', price: '0' }], // bands are saved on their own
      })
      if (problems.length > 0) throw badRequest(problems[0])
      if (plan.validTo && text(plan.validTo) < text(plan.validFrom))
        throw badRequest('失效日期不能早于生效日期')
      if (kind === 'sale') {
        const [bound] = await tx
          .select({ id: customerChannel.id })
          .from(customerChannel)
          .where(
            and(
              eq(customerChannel.customerId, Number(plan.customerId)),
              eq(customerChannel.channelCode, text(plan.channelCode)),
            ),
          )
        if (!bound) throw badRequest('该客户未绑定此渠道，请先在「客户绑定渠道」中绑定')
      }
      await refuseOverlap(tx, kind, plan, existing ? text(existing.id) : undefined)
      return { planKind: kind, customerId: kind === 'sale' ? Number(plan.customerId) : null }
    },
    async beforeDelete({ tx, rows }) {
      for (const row of rows) await tx.delete(ratePlanBand).where(eq(ratePlanBand.planId, text(row.id)))
    },
  }
}

/** A binding with sale plans cannot be removed before them. */
export const customerChannelHooks: ResourceHooks = {
  missingMessage: '绑定记录不存在，可能已被删除',
  async beforeDelete({ tx, rows }) {
    for (const row of rows) {
      const [plan] = await tx
        .select({ name: ratePlan.name })
        .from(ratePlan)
        .where(
          and(
            eq(ratePlan.planKind, 'sale'),
            eq(ratePlan.customerId, Number(row.customerId)),
            eq(ratePlan.channelCode, text(row.channelCode)),
          ),
        )
        .limit(1)
      if (plan) throw conflict(`渠道 ${text(row.channelCode)} 还有销售方案「${plan.name}」，请先删除方案`)
    }
  },
}
