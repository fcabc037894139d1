import { and, eq, ne, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { currency, currencyRate } from '../../db/schema'
import { fetchPublicJson, type OutboundPolicy } from '../partner/outbound-url'
import { chinaDate } from '../shared/china-days'
import { newId } from '../shared/ids'
import { BASE_CURRENCY } from './rate-on'

export const RATE_REFRESH_JOB = 'portico.job.ExchangeRateRefreshJob'
const DECIMAL_RATE = /^\d{1,10}(\.\d{1,8})?$/

/**
 * Reads `{"rates": {"USD": "7.1234", …}}` (CNY per unit, decimal strings or numbers) from the configured source and
 * writes today's rate (GMT+8) of each enabled currency it names (or of `currencies`), replacing one entered today.
 */
export async function refreshRates(
  db: Db,
  outbound: OutboundPolicy,
  source: string,
  currencies: string[] | undefined,
  now = new Date(),
): Promise<string> {
  const body = await fetchPublicJson(source, outbound, '汇率源')
  const rates = (body as { rates?: unknown } | null)?.rates
  if (!rates || typeof rates !== 'object') throw new Error('汇率源的JSON缺少rates对象')
  const enabled = await db
    .select({ code: currency.code })
    .from(currency)
    .where(and(eq(currency.status, '1'), ne(currency.code, BASE_CURRENCY)))
  const wanted = currencies ?? enabled.map((row) => row.code)
  const unknown = wanted.filter((code) => !enabled.some((row) => row.code === code))
  if (unknown.length) throw new Error(`币种未启用或不存在：${unknown.join(', ')}`)
  const day = chinaDate(now)
  const written: string[] = []
  const missing: string[] = []
  await db.transaction(async (tx) => {
    for (const code of wanted) {
      const raw = (rates as Record<string, unknown>)[code]
      const text = typeof raw === 'number' ? String(raw) : typeof raw === 'string' ? raw.trim() : ''
      if (!DECIMAL_RATE.test(text) || Number(text) === 0) {
        missing.push(code)
        continue
      }
      await tx
        .insert(currencyRate)
        .values({
          id: newId(),
          currencyCode: code,
          rate: text,
          effectiveDate: day,
          remark: '定时任务刷新',
          createBy: 'system',
          createTime: now,
        })
        .onConflictDoUpdate({
          target: [currencyRate.currencyCode, currencyRate.effectiveDate],
          set: { rate: text, updateBy: 'system', updateTime: now, version: sql`${currencyRate.version} + 1` },
        })
      written.push(`${code}=${text}`)
    }
  })
  const summary = `${day} 更新汇率${written.length}个${written.length ? `：${written.join(', ')}` : ''}`
  return missing.length ? `${summary}；汇率源缺少或无效：${missing.join(', ')}` : summary
}
