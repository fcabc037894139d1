import { CUSTOMS_RESPONSE, CUSTOMS_STATUS, INSPECTION_STATUS, PARCEL_STATUS } from '@portico/contract'
import { and, asc, eq, gte, inArray, lt, ne, notExists } from 'drizzle-orm'
import type { FastifyRequest } from 'fastify'
import { createDataBatch } from '../../../services/customs/data-batches'
import { lockDeclarations, submitDeclarations } from '../../../services/customs/declarations'
import { deductionHooks } from '../../../services/customs/deductions'
import { recordInspectionResult } from '../../../services/customs/inspections'
import { responseImportPlan } from '../../../services/customs/responses'
import { lockDeclaredCodes } from '../../../services/hs-codes/locks'
import { QUESTION_DONE } from '../../../services/logistics/question-pieces'
import { handleQuestion, registerQuestion } from '../../../services/logistics/question-scan'
import { newId } from '../../../services/shared/ids'
import type { Db } from '../../client'
import {
  customsDeclaration,
  customsDeduction,
  customsInspection,
  logisticsParcel,
  questionPiece,
} from '../../schema'
import type { SimDay } from './clock'
import type { Draws } from './random'

const BROKER = 'zhaolei'
const SUPERVISOR = { username: 'zhangwei', tenantId: 1 }
/** question_type 其他: customs outcomes have no type of their own. */
const OTHER = '9'

const inTransaction = <T>(db: Db, work: (tx: Db) => Promise<T>) =>
  db.transaction((tx) => work(tx as unknown as Db))

/** 19:00: each outbound batch that left today is declared (one data batch each) and submitted to customs. */
export async function declareBatches(db: Db, day: SimDay, outBatchIds: string[]): Promise<void> {
  for (const outBatchId of outBatchIds) {
    const made = await inTransaction(db, (tx) =>
      createDataBatch(tx, { outBatchIds: [outBatchId], customsMode: '9610' }, BROKER, day.at(19)),
    )
    const ids = (
      await db
        .select({ id: customsDeclaration.id })
        .from(customsDeclaration)
        .where(eq(customsDeclaration.dataBatchId, made.id))
    ).map((row) => row.id)
    await inTransaction(db, async (tx) =>
      submitDeclarations(tx, await lockDeclarations(tx, ids, null), BROKER, day.at(19.5)),
    )
  }
}

/**
 * 10:00: customs answers yesterday's declarations (回执 import): most are released, about 3 in 100 are selected for
 * inspection and 2 in 100 come back (退单), which the broker corrects and submits again at 15:00.
 */
export async function answerDeclarations(db: Db, draws: Draws, day: SimDay): Promise<void> {
  const waiting = await db
    .select({ declarationNo: customsDeclaration.declarationNo, trackingNo: customsDeclaration.trackingNo })
    .from(customsDeclaration)
    .where(
      and(
        eq(customsDeclaration.status, CUSTOMS_STATUS.declared),
        lt(customsDeclaration.submitTime, day.start),
      ),
    )
    .orderBy(asc(customsDeclaration.declarationNo))
  if (waiting.length === 0) return
  const rows = waiting.map((d, index) => {
    const roll = draws.int(1, 100)
    const code =
      roll <= 3
        ? CUSTOMS_RESPONSE.inspection
        : roll <= 5
          ? CUSTOMS_RESPONSE.returned
          : CUSTOMS_RESPONSE.released
    const message =
      code === CUSTOMS_RESPONSE.returned
        ? '申报商品名称与订单不一致，请核实后重新申报'
        : code === CUSTOMS_RESPONSE.inspection
          ? '布控查验'
          : '放行'
    return {
      rowNumber: index + 2,
      value: { declarationNo: d.declarationNo, trackingNo: d.trackingNo, code, message },
    }
  })
  const refused = await inTransaction(db, (tx) =>
    responseImportPlan(BROKER, null, day.at(10)).saveBatch(tx, rows),
  )
  if (refused.size) throw new Error(`simulated customs response refused: ${[...refused.values()][0]}`)
}

/**
 * 14:00: parcels customs stopped get a 问题件, as the operators register them: a declaration sent back (退单) is
 * corrected at once (重新申报, which lets the parcel go on), while a parcel customs held or sent back after inspection
 * waits on the 问题件 screen until the supervisor's round returns it to its sender.
 */
export async function registerCustomsProblems(db: Db, day: SimDay): Promise<void> {
  const stopped = await db
    .select({
      trackingNo: logisticsParcel.trackingNo,
      status: logisticsParcel.status,
      inspected: customsInspection.id,
    })
    .from(logisticsParcel)
    .innerJoin(customsDeclaration, eq(customsDeclaration.parcelId, logisticsParcel.id))
    .leftJoin(customsInspection, eq(customsInspection.declarationId, customsDeclaration.id))
    .where(
      and(
        inArray(logisticsParcel.status, [PARCEL_STATUS.customsReturned, PARCEL_STATUS.customsHeld]),
        notExists(
          db
            .select({ id: questionPiece.id })
            .from(questionPiece)
            .where(
              and(
                eq(questionPiece.waybillNo, logisticsParcel.trackingNo),
                ne(questionPiece.status, QUESTION_DONE),
              ),
            ),
        ),
      ),
    )
    .orderBy(asc(logisticsParcel.trackingNo))
  for (const [index, parcel] of stopped.entries()) {
    const sentBack = parcel.status === PARCEL_STATUS.customsReturned && parcel.inspected === null
    const description = sentBack
      ? '海关退单：申报品名与订单不一致，已核实更正'
      : parcel.status === PARCEL_STATUS.customsHeld
        ? '海关查验扣留，待补充材料'
        : '海关查验退运'
    const at = day.at(14 + index / 60)
    const id = await registerQuestion(
      db,
      { trackingNo: parcel.trackingNo, questionType: OTHER, description },
      SUPERVISOR,
      at,
    )
    if (sentBack) await handleQuestion(db, id, 'REDECLARE', SUPERVISOR, at)
  }
}

/** 15:00: declarations customs returned are corrected and submitted again. */
export async function resubmitReturned(db: Db, day: SimDay): Promise<void> {
  const returned = await db
    .select({ id: customsDeclaration.id })
    .from(customsDeclaration)
    .innerJoin(customsInspection, eq(customsInspection.declarationId, customsDeclaration.id))
    .where(eq(customsDeclaration.status, CUSTOMS_STATUS.returned))
  const inspected = new Set(returned.map((row) => row.id))
  const documents = (
    await db
      .select({ id: customsDeclaration.id })
      .from(customsDeclaration)
      .where(eq(customsDeclaration.status, CUSTOMS_STATUS.returned))
  )
    .map((row) => row.id)
    .filter((id) => !inspected.has(id))
  if (documents.length === 0) return
  await inTransaction(db, async (tx) =>
    submitDeclarations(tx, await lockDeclarations(tx, documents, null), BROKER, day.at(15)),
  )
}

/** 11:00: inspections opened before today get their result: mostly released, now and then held or sent back. */
export async function finishInspections(db: Db, draws: Draws, day: SimDay): Promise<void> {
  const open = await db
    .select({ id: customsInspection.id })
    .from(customsInspection)
    .where(
      and(
        eq(customsInspection.status, INSPECTION_STATUS.waiting),
        lt(customsInspection.createTime, day.start),
      ),
    )
    .orderBy(asc(customsInspection.createTime))
  for (const inspection of open) {
    const roll = draws.int(1, 10)
    const result = roll <= 7 ? 'RELEASE' : roll <= 8 ? 'HOLD' : 'RETURN'
    const note =
      result === 'HOLD'
        ? '货物与申报品名不符，暂扣待补充材料'
        : result === 'RETURN'
          ? '含禁止出口物品，退运'
          : null
    await inTransaction(db, (tx) =>
      recordInspectionResult(tx, { id: inspection.id, result, note, customerId: null }, BROKER, day.at(11)),
    )
  }
}

/** 16:00: import VAT customs charged on some of today's released parcels, recorded as deductions (扣款信息). */
export async function recordDeductions(db: Db, draws: Draws, day: SimDay): Promise<void> {
  const released = await db
    .select({ declarationNo: customsDeclaration.declarationNo, amount: customsDeclaration.orderAmount })
    .from(customsDeclaration)
    .where(
      and(
        eq(customsDeclaration.status, CUSTOMS_STATUS.released),
        gte(customsDeclaration.updateTime, day.start),
      ),
    )
    .orderBy(asc(customsDeclaration.declarationNo))
  const taxed = released.filter(() => draws.chance(0.04))
  for (const declaration of taxed) {
    const values = { declarationNo: declaration.declarationNo }
    await inTransaction(db, async (tx) => {
      const derived = await deductionHooks.beforeWrite!({
        tx,
        request: {} as FastifyRequest,
        actor: { username: BROKER, tenantId: 1, customerId: null },
        form: values,
        action: 'add',
        values,
      })
      const time = day.at(16)
      await tx.insert(customsDeduction).values({
        id: newId(),
        declarationNo: declaration.declarationNo,
        ...(derived as { declarationId: string; trackingNo: string; customerId: number }),
        deductType: 'VAT',
        amount: (draws.int(150, 980) / 100).toFixed(2),
        currency: 'CNY',
        payer: '平台代缴',
        deductTime: time,
        reference: `VAT${declaration.declarationNo.slice(2)}`,
        createBy: BROKER,
        createTime: time,
      })
    })
  }
}

/** 23:00: the daily job locks the HS codes the day's declarations used. */
export async function lockDayCodes(db: Db, day: SimDay): Promise<void> {
  await lockDeclaredCodes(db, 'system', day.at(23))
}
