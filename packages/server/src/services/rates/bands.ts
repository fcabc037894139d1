import { BAND_PRICE_KINDS, type RateBand, rateTableProblems } from '@portico/contract'
import { and, asc, eq } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { ratePlan, ratePlanBand } from '../../db/schema'
import { badRequest, notFound } from '../../http/envelope'
import { newId } from '../shared/ids'
import type { PlanKind } from './plans'

const WEIGHT = /^\d{1,7}(\.\d{1,3})?$/
const MONEY = /^\d{1,10}(\.\d{1,2})?$/

async function planOf(db: Db, kind: PlanKind, planId: string) {
  const [plan] = await db
    .select()
    .from(ratePlan)
    .where(and(eq(ratePlan.id, planId), eq(ratePlan.planKind, kind)))
  if (!plan) throw notFound('方案不存在，可能已被删除')
  return plan
}

/** The bands of a plan in weight order. */
export async function planBands(
  db: Db,
  kind: PlanKind,
  planId: string,
): Promise<(RateBand & { id: string })[]> {
  await planOf(db, kind, planId)
  const rows = await db
    .select()
    .from(ratePlanBand)
    .where(eq(ratePlanBand.planId, planId))
    .orderBy(asc(ratePlanBand.orderNum), asc(ratePlanBand.fromKg))
  return rows.map((row) => ({
    id: row.id,
    fromKg: row.fromKg,
    toKg: row.toKg,
    priceKind: row.priceKind as RateBand['priceKind'],
    price: row.price,
  }))
}

/** Each band's values as text, checked for format; the first bad one is a 400 naming its row. */
function checkedBands(input: unknown): RateBand[] {
  if (!Array.isArray(input)) throw badRequest('请提交重量段')
  if (input.length > 200) throw badRequest('重量段最多200段')
  return input.map((raw, index) => {
    const row = `第${index + 1}段`
    const band = (raw ?? {}) as Record<string, unknown>
    const value = (key: string) => String(band[key] ?? '').trim()
    if (!WEIGHT.test(value('fromKg'))) throw badRequest(`${row}起始重量须为非负数，最多3位小数`)
    if (!WEIGHT.test(value('toKg'))) throw badRequest(`${row}截止重量须为非负数，最多3位小数`)
    if (!Object.hasOwn(BAND_PRICE_KINDS, value('priceKind'))) throw badRequest(`${row}请选择计价类型`)
    if (value('price').startsWith('-')) throw badRequest(`${row}价格不能为负数`)
    if (!MONEY.test(value('price'))) throw badRequest(`${row}价格须为金额，最多2位小数`)
    return {
      fromKg: value('fromKg'),
      toKg: value('toKg'),
      priceKind: value('priceKind') as RateBand['priceKind'],
      price: value('price'),
    }
  })
}

/**
 * Replaces a BANDS plan's bands at once (one transaction): refused when a band is malformed, negative, or leaves a
 * gap or overlap with the one before it.
 */
export async function saveBands(db: Db, kind: PlanKind, planId: string, input: unknown, actor: string) {
  const bands = checkedBands(input)
  await db.transaction(async (txRaw) => {
    const tx = txRaw as unknown as Db
    const plan = await planOf(tx, kind, planId)
    if (plan.pricingMode !== 'BANDS') throw badRequest('该方案按首重+续重计价，没有重量段')
    const problems = rateTableProblems({
      pricingMode: 'BANDS',
      bands,
      registrationFee: plan.registrationFee,
      fuelSurchargePercent: plan.fuelSurchargePercent,
      currencyCode: plan.currencyCode,
    })
    if (problems.length > 0) throw badRequest(problems.join('；'))
    await tx.delete(ratePlanBand).where(eq(ratePlanBand.planId, planId))
    await tx
      .insert(ratePlanBand)
      .values(bands.map((band, index) => ({ id: newId(), planId, orderNum: index + 1, ...band })))
    await tx.update(ratePlan).set({ updateBy: actor, updateTime: new Date() }).where(eq(ratePlan.id, planId))
  })
}
