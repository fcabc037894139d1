import type { FileStore } from '../../../stores/files'
import type { Db } from '../../client'
import { closedMonth, collectPayments, monthlyBills } from './billing'
import { SimDay } from './clock'
import {
  answerDeclarations,
  declareBatches,
  finishInspections,
  lockDayCodes,
  recordDeductions,
  registerCustomsProblems,
  resubmitReturned,
} from './customs'
import { reviseHsCodes } from './hs-codes'
import { advanceFlights, bookFlights } from './linehaul'
import { type Counters, placeOrders } from './orders'
import { dispatchDay } from './outbound'
import { Draws } from './random'
import { importStatements, settleDifferences } from './reconciliation'
import { Recruitment } from './recruitment'
import { handleProblems, scanArrivals } from './warehouse'

/** The seed of the demo's generator: change it and the whole quarter changes. */
const SEED = 20_261_128

/**
 * Runs the business for the `days` days before `now` and the part of today already past, through the services the
 * screens call: Shopee orders, in-store scans (with overweight and unknown parcels), problem handling, bags and
 * outbound batches, customs declarations with responses, inspections, returns and deductions, HS-code locks,
 * line-haul flights to delivery, monthly bills, carrier statements with their differences, payments, and this
 * morning's HS-code revisions; job seekers applying on the portal and their applications moved through every stage
 * (résumé photos go to `files`).
 * Deterministic: the same `now` and `days` give the same rows.
 */
export async function simulateBusiness(db: Db, now: Date, days: number, files: FileStore): Promise<void> {
  const draws = new Draws(SEED)
  const recruitment = new Recruitment(db, files, days)
  const counters: Counters = { serial: 0 }
  const newest = closedMonth(new SimDay(0, now)).periodStart
  for (let daysAgo = days; daysAgo >= 0; daysAgo--) {
    const day = new SimDay(daysAgo, now)
    const newestMonth = closedMonth(day).periodStart === newest
    await monthlyBills(db, day)
    await placeOrders(db, draws, day, counters)
    await collectPayments(db, day, newestMonth)
    await importStatements(db, draws, day)
    await answerDeclarations(db, draws, day)
    await handleProblems(db, day)
    await finishInspections(db, draws, day)
    await bookFlights(db, draws, day)
    await scanArrivals(db, draws, day, counters)
    await settleDifferences(db, day, newestMonth)
    await registerCustomsProblems(db, day)
    await resubmitReturned(db, day)
    await advanceFlights(db, day)
    await recordDeductions(db, draws, day)
    const outBatches = await dispatchDay(db, day)
    await declareBatches(db, day, outBatches)
    await lockDayCodes(db, day)
    await recruitment.runDay(day)
  }
  await reviseHsCodes(db)
}
