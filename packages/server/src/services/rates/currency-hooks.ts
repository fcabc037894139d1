import { eq, inArray, or } from 'drizzle-orm'
import { currencyRate, ratePlan } from '../../db/schema'
import { badRequest, conflict } from '../../http/envelope'
import type { ResourceHooks } from '../resources/service'
import { BASE_CURRENCY } from './rate-on'

/** A currency in use (rates, plans) or the base currency cannot be deleted; the base one keeps its code. */
export const currencyHooks: ResourceHooks = {
  missingMessage: '币种不存在，可能已被删除',
  async beforeDelete({ tx, rows }) {
    const codes = rows.map((row) => String(row.code))
    if (codes.includes(BASE_CURRENCY)) throw conflict(`${BASE_CURRENCY} 是本位币，不能删除`)
    const [rate] = await tx
      .select({ code: currencyRate.currencyCode })
      .from(currencyRate)
      .where(inArray(currencyRate.currencyCode, codes))
      .limit(1)
    if (rate) throw conflict(`币种 ${rate.code} 已有汇率记录，不能删除（可停用）`)
    const [plan] = await tx
      .select({ code: ratePlan.currencyCode, name: ratePlan.name })
      .from(ratePlan)
      .where(or(...codes.map((code) => eq(ratePlan.currencyCode, code))))
      .limit(1)
    if (plan) throw conflict(`币种 ${plan.code} 被方案「${plan.name}」使用，不能删除（可停用）`)
  },
}

/** CNY is the base: its rate is always 1 and never entered. One rate per currency and day (checked here for a clear message). */
export const currencyRateHooks: ResourceHooks = {
  missingMessage: '汇率记录不存在，可能已被删除',
  async beforeWrite({ tx, values, existing }) {
    const code = String(values.currencyCode ?? existing?.currencyCode ?? '')
    if (code === BASE_CURRENCY) throw badRequest(`${BASE_CURRENCY} 是本位币，汇率恒为1，无需维护`)
    const date = String(values.effectiveDate)
    const same = await tx
      .select({ id: currencyRate.id, effectiveDate: currencyRate.effectiveDate })
      .from(currencyRate)
      .where(eq(currencyRate.currencyCode, code))
    if (same.some((row) => row.effectiveDate === date && row.id !== existing?.id))
      throw conflict(`${code} 在 ${date} 已有汇率，请编辑该记录`)
    return undefined
  },
}
