import { compareSides, RECON_LINE_STATUS, RECON_STATUS, type ReconSides, sumMoney } from '@portico/contract'
import { and, eq, gte, lte, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import {
  currency as currencyTable,
  logisticsChannel,
  reconciliation,
  reconciliationLine,
} from '../../db/schema'
import { badRequest, conflict } from '../../http/envelope'
import { nextDailyNo } from '../billing/numbers'
import { periodRange } from '../billing/period'
import { rateOn } from '../rates/rate-on'
import { newId } from '../shared/ids'
import { ourCosts } from './our-costs'
import { readStatement } from './statement'

export interface StatementImport {
  channelCode: string
  statementNo: string
  periodStart: string
  periodEnd: string
  fileName: string
  data: Buffer
  actor: string
  /** When it is imported (default now). */
  at?: Date
}

type LineValues = typeof reconciliationLine.$inferInsert

/** Both sides of a line and where they come from (a statement row, a parcel). */
interface LineSides extends ReconSides {
  rowNumber: number | null
  parcelId: string | null
}

/** Refusals that need no file: an unknown channel, no statement number. */
async function checkHeader(db: Db, input: StatementImport) {
  if (!input.channelCode) throw badRequest('请选择渠道')
  const statementNo = input.statementNo.trim()
  if (!statementNo) throw badRequest('请输入对方账单号')
  if (statementNo.length > 64) throw badRequest('对方账单号不能超过64个字符')
  const [channel] = await db
    .select({ code: logisticsChannel.code })
    .from(logisticsChannel)
    .where(eq(logisticsChannel.code, input.channelCode))
  if (!channel) throw badRequest(`渠道 ${input.channelCode} 不存在`)
  return { statementNo, range: periodRange(input.periodStart, input.periodEnd) }
}

/**
 * 导入对账单: reads and checks the statement, then in one transaction refuses a statement already imported or a period
 * already reconciled for the channel, prices our side, and writes the reconciliation with one line per tracking
 * number of either side. Nothing is written when anything is refused.
 */
export async function importStatement(db: Db, input: StatementImport) {
  const { statementNo, range } = await checkHeader(db, input)
  const { rows, currency } = await readStatement(input.data)
  const { channelCode, periodStart, periodEnd } = input
  return db.transaction(async (txRaw) => {
    const tx = txRaw as unknown as Db
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`reconciliation:${channelCode}`}))`)
    const [known] = await tx
      .select({ code: currencyTable.code })
      .from(currencyTable)
      .where(eq(currencyTable.code, currency))
    if (!known) throw badRequest(`币种 ${currency} 不存在，请先在「币种管理」中添加`)
    await rateOn(tx, currency, periodEnd)
    const [same] = await tx
      .select({ reconNo: reconciliation.reconNo })
      .from(reconciliation)
      .where(and(eq(reconciliation.channelCode, channelCode), eq(reconciliation.statementNo, statementNo)))
    if (same) throw conflict(`对方账单号 ${statementNo} 已导入（对账编号 ${same.reconNo}）`)
    const [overlapping] = await tx
      .select({ reconNo: reconciliation.reconNo })
      .from(reconciliation)
      .where(
        and(
          eq(reconciliation.channelCode, channelCode),
          lte(reconciliation.periodStart, periodEnd),
          gte(reconciliation.periodEnd, periodStart),
        ),
      )
      .limit(1)
    if (overlapping) throw conflict(`该渠道该账期已有对账单 ${overlapping.reconNo}`)

    const ours = await ourCosts(
      tx,
      channelCode,
      range,
      rows.map((r) => r.trackingNo),
      currency,
    )
    const id = newId()
    const now = input.at ?? new Date()
    const line = (trackingNo: string, values: LineSides): LineValues => {
      const compared = compareSides(values)
      const matched = compared.diffKind === 'MATCHED'
      return {
        ...values,
        ...compared,
        id: newId(),
        reconciliationId: id,
        trackingNo,
        status: matched ? RECON_LINE_STATUS.MATCHED : RECON_LINE_STATUS.OPEN,
        settledAmount: matched ? values.theirAmount : null,
        createTime: now,
      }
    }
    const lines: LineValues[] = rows.map((row) => {
      const our = ours.get(row.trackingNo)
      return line(row.trackingNo, {
        rowNumber: row.rowNumber,
        parcelId: our?.parcelId ?? null,
        theirWeight: row.weight,
        theirAmount: row.amount,
        ourWeight: our?.weight ?? null,
        ourAmount: our?.amount ?? null,
      })
    })
    const named = new Set(rows.map((r) => r.trackingNo))
    for (const our of ours.values())
      if (!named.has(our.trackingNo))
        lines.push(
          line(our.trackingNo, {
            rowNumber: null,
            parcelId: our.parcelId,
            theirWeight: null,
            theirAmount: null,
            ourWeight: our.weight,
            ourAmount: our.amount,
          }),
        )
    const diffCount = lines.filter((l) => l.status === RECON_LINE_STATUS.OPEN).length
    const theirTotal = sumMoney(rows.map((r) => r.amount))
    const [created] = await tx
      .insert(reconciliation)
      .values({
        id,
        reconNo: await nextDailyNo(tx, reconciliation, reconciliation.reconNo, 'DZ', now),
        channelCode,
        statementNo,
        periodStart,
        periodEnd,
        currency,
        fileName: input.fileName.slice(0, 200),
        lineCount: lines.length,
        diffCount,
        openCount: diffCount,
        theirTotal,
        ourTotal: sumMoney([...ours.values()].map((o) => o.amount)),
        settledTotal: diffCount ? null : theirTotal,
        status: diffCount ? RECON_STATUS.OPEN : RECON_STATUS.RECONCILED,
        reconciledTime: diffCount ? null : now,
        createBy: input.actor,
        createTime: now,
      })
      .returning()
    await tx.insert(reconciliationLine).values(lines)
    return created
  })
}
