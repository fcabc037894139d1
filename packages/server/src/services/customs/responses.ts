import {
  CUSTOMS_RESPONSE,
  DECLARATION_LIFECYCLE,
  type DeclarationAction,
  transitionProblem,
} from '@portico/contract'
import { eq, or } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { customsDeclaration } from '../../db/schema'
import { HttpError } from '../../http/envelope'
import type { ImportPlan } from '../excel/import-runner'
import type { ExcelSheetSpec } from '../excel/sheet.types'
import { recordParcelEvents } from '../logistics/trajectory'
import { type DeclarationRow, moveDeclaration } from './declarations'
import { selectForInspection } from './inspections'

/** The customs response (回执) file: a declaration by its number or tracking number, the result code and message. */
export const RESPONSE_SHEET: ExcelSheetSpec = {
  title: '海关回执',
  sheetName: '回执',
  fileName: '海关回执',
  key: 'customs_response',
  columns: [
    { title: '清单编号', field: 'declarationNo', width: 20 },
    { title: '运单号', field: 'trackingNo', width: 20 },
    { title: '回执代码', field: 'code', required: true, width: 10 },
    { title: '回执信息', field: 'message', width: 40 },
  ],
}

interface ResponseRow {
  declarationNo: string
  trackingNo: string
  code: string
  message: string
}

const CODES = Object.values(CUSTOMS_RESPONSE) as string[]
/** What each 回执 code does to its declaration; the lifecycle says from which statuses. */
const RESPONSE_ACTION: Record<string, DeclarationAction> = {
  [CUSTOMS_RESPONSE.released]: 'release',
  [CUSTOMS_RESPONSE.returned]: 'return',
  [CUSTOMS_RESPONSE.inspection]: 'inspect',
}

function checkRow(cells: Record<string, string>): ResponseRow {
  const row = {
    declarationNo: cells.declarationNo?.trim() ?? '',
    trackingNo: cells.trackingNo?.trim() ?? '',
    code: cells.code?.trim() ?? '',
    message: (cells.message ?? '').trim().slice(0, 300),
  }
  if (!row.declarationNo && !row.trackingNo) throw new HttpError(400, '清单编号和运单号至少填写一个')
  if (!CODES.includes(row.code))
    throw new HttpError(400, `回执代码「${row.code}」无效，可选：800 放行、100 退单、500 查验`)
  if (row.code === CUSTOMS_RESPONSE.returned && !row.message)
    throw new HttpError(400, '退单须填写回执信息（退单原因）')
  return row
}

/** Applies one 回执 to its declaration (in the batch's transaction); answers why not when it cannot. */
async function applyResponse(
  tx: Db,
  row: ResponseRow,
  operator: string,
  customerId: number | null,
  at: Date,
): Promise<string | undefined> {
  const found = (await tx
    .select()
    .from(customsDeclaration)
    .where(
      row.declarationNo
        ? eq(customsDeclaration.declarationNo, row.declarationNo)
        : or(
            eq(customsDeclaration.trackingNo, row.trackingNo),
            eq(customsDeclaration.waybillNo, row.trackingNo),
          ),
    )
    .for('update')) as DeclarationRow[]
  const mine = found.filter((d) => customerId === null || d.customerId === customerId)
  const label = row.declarationNo || row.trackingNo
  if (mine.length === 0) return `未找到报关单：${label}`
  if (mine.length > 1) return `运单号 ${label} 对应多份报关单，请填写清单编号`
  const declaration = mine[0]
  if (row.trackingNo && row.declarationNo && declaration.trackingNo !== row.trackingNo)
    return `清单 ${declaration.declarationNo} 的运单号是 ${declaration.trackingNo}，与回执不符`
  const action = RESPONSE_ACTION[row.code]!
  const refused = transitionProblem(
    DECLARATION_LIFECYCLE,
    action,
    declaration.status,
    declaration.declarationNo,
  )
  if (refused) return refused
  const response = { code: row.code, message: row.message || null }
  const parcel = [{ id: declaration.parcelId, trackingNo: declaration.trackingNo }]
  if (action === 'release') {
    await moveDeclaration(tx, declaration.id, 'release', operator, response, at)
    await recordParcelEvents(tx, parcel, 'EXPORT_RELEASED', { operator, time: at })
  } else if (action === 'return') {
    await moveDeclaration(tx, declaration.id, 'return', operator, response, at)
    await recordParcelEvents(tx, parcel, 'CUSTOMS_RETURNED', {
      operator,
      time: at,
      descriptionCn: `海关退单：${row.message}`,
      descriptionEn: 'Declaration returned by customs',
    })
  } else {
    await selectForInspection(tx, [declaration], operator, row.message || null, at, response)
  }
  return undefined
}

/**
 * Imports a customs response file: each row moves its declaration (800 放行 → 已放行 + EXPORT_RELEASED, 100 退单 →
 * 已退单 with the reason and the parcel 海关退运, 500 查验 → 查验中 + an inspection); rows that match no declaration, or one not waiting for
 * customs, are reported with the reason.
 */
export function responseImportPlan(
  operator: string,
  customerId: number | null,
  at?: Date,
): ImportPlan<ResponseRow> {
  return {
    spec: RESPONSE_SHEET,
    validate: checkRow,
    async saveBatch(tx, rows) {
      const refused = new Map<number, string>()
      for (const row of rows) {
        const reason = await applyResponse(tx, row.value, operator, customerId, at ?? new Date())
        if (reason) refused.set(row.rowNumber, reason)
      }
      return refused
    },
  }
}

/**
 * Applies 回执 rows received otherwise than as a file (e.g. polled from a customs gateway), each in its own
 * transaction, in order; answers how many were applied and why each other one was not.
 */
export async function applyResponseList(
  db: Db,
  rows: unknown[],
  operator: string,
  at = new Date(),
): Promise<{ applied: number; refused: string[] }> {
  let applied = 0
  const refused: string[] = []
  for (const [index, raw] of rows.entries()) {
    const cells = Object.fromEntries(
      Object.entries(raw && typeof raw === 'object' ? raw : {}).map(([key, value]) => [
        key,
        String(value ?? ''),
      ]),
    )
    let reason: string | undefined
    try {
      const row = checkRow(cells)
      reason = await db.transaction((tx) => applyResponse(tx, row, operator, null, at))
    } catch (error) {
      if (!(error instanceof HttpError)) throw error
      reason = error.message
    }
    if (reason) refused.push(`第${index + 1}条：${reason}`)
    else applied += 1
  }
  return { applied, refused }
}
