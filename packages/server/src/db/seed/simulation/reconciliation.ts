import { RECON_LINE_STATUS, STATEMENT_COLUMNS } from '@portico/contract'
import Decimal from 'decimal.js'
import { and, asc, eq, ne } from 'drizzle-orm'
import { periodRange } from '../../../services/billing/period'
import { importStatement } from '../../../services/reconciliation/import'
import { ourCosts } from '../../../services/reconciliation/our-costs'
import { resolveLine } from '../../../services/reconciliation/resolve'
import type { Db } from '../../client'
import { reconciliation, reconciliationLine } from '../../schema'
import { closedMonth } from './billing'
import type { SimDay } from './clock'
import type { Draws } from './random'
import { workbook } from './workbook'

const FINANCE = 'liuyang'
/** Each carrier bills in its cost plan's currency. */
const CARRIERS = [
  { channelCode: 'SLS-TW-AIR', currency: 'CNY', prefix: 'SLS' },
  { channelCode: 'LEX-MY', currency: 'MYR', prefix: 'LEX' },
]

/**
 * The carrier's statement of the month: what its tariff (our cost plan) gives for each parcel it carried, with a few
 * differences a real statement has (a re-weighed parcel, a surcharge, a parcel it left out, one that is not ours).
 */
async function carrierStatement(
  db: Db,
  draws: Draws,
  channelCode: string,
  currency: string,
  period: { periodStart: string; periodEnd: string },
) {
  const costs = await db.transaction((tx) =>
    ourCosts(
      tx as unknown as Db,
      channelCode,
      periodRange(period.periodStart, period.periodEnd),
      [],
      currency,
    ),
  )
  const rows: string[][] = []
  for (const cost of costs.values()) {
    const roll = draws.int(1, 100)
    if (roll <= 2) continue
    const weight = roll <= 4 ? new Decimal(cost.weight).plus('0.5').toFixed(3) : cost.weight
    const amount = roll <= 7 ? new Decimal(cost.amount).plus(draws.int(2, 9)).toFixed(2) : cost.amount
    rows.push([cost.trackingNo, weight, amount, currency])
  }
  if (rows.length)
    rows.push([`${channelCode.slice(0, 2)}UNKNOWN${draws.int(10000, 99999)}`, '0.800', '15.00', currency])
  return rows
}

/** The 4th: finance imports each carrier's statement of the month just closed. */
export async function importStatements(db: Db, draws: Draws, day: SimDay): Promise<void> {
  if (day.dayOfMonth !== 4) return
  const period = closedMonth(day)
  const header = [
    STATEMENT_COLUMNS.trackingNo[0],
    STATEMENT_COLUMNS.weight[0],
    STATEMENT_COLUMNS.amount[0],
    STATEMENT_COLUMNS.currency[0],
  ]
  for (const [index, carrier] of CARRIERS.entries()) {
    const rows = await carrierStatement(db, draws, carrier.channelCode, carrier.currency, period)
    if (rows.length === 0) continue
    await importStatement(db, {
      channelCode: carrier.channelCode,
      statementNo: `${carrier.prefix}-${period.periodStart.slice(0, 7)}`,
      ...period,
      fileName: `${carrier.prefix}对账单${period.periodStart.slice(0, 7)}.xlsx`,
      data: await workbook('statement', header, rows),
      actor: FINANCE,
      at: day.at(10 + index / 6),
    })
  }
}

/**
 * The 6th: finance settles every difference of the statements imported this month; of the newest month's, Lazada's
 * is still being checked with the carrier (open on 对账管理).
 */
export async function settleDifferences(db: Db, day: SimDay, newestMonth: boolean): Promise<void> {
  if (day.dayOfMonth !== 6) return
  const open = await db
    .select({ id: reconciliationLine.id, diffKind: reconciliationLine.diffKind })
    .from(reconciliationLine)
    .innerJoin(reconciliation, eq(reconciliation.id, reconciliationLine.reconciliationId))
    .where(
      and(
        eq(reconciliationLine.status, RECON_LINE_STATUS.OPEN),
        eq(reconciliation.periodStart, closedMonth(day).periodStart),
        newestMonth ? ne(reconciliation.channelCode, 'LEX-MY') : undefined,
      ),
    )
    .orderBy(asc(reconciliationLine.trackingNo))
  for (const [index, line] of open.entries()) {
    const resolution =
      line.diffKind === 'OURS_ONLY' || line.diffKind === 'THEIRS_ONLY' ? 'KEEP_OURS' : 'ACCEPT_THEIRS'
    const note =
      resolution === 'KEEP_OURS'
        ? '与承运商核实，以我方记录为准'
        : '承运商复磅重量/附加费属实，按对方金额结算'
    await resolveLine(db, { id: line.id, resolution, note, actor: FINANCE, at: day.at(14 + index / 60) })
  }
}
