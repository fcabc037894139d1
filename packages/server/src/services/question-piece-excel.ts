import { questionPiece } from '../db/schema'
import type { ImportPlan } from './excel/import-runner'
import type { ImportContext } from './excel/list-sheet'
import type { ExcelSheetSpec } from './excel/sheet.types'
import { newId } from './ids'
import { insertMany } from './insert-many'
import { checkedQuestionPiece, type QuestionPieceValues, questionPieceDicts } from './question-pieces'

/**
 * The 问题件 sheet: the form's fields under the list's titles. 问题图片 and 附件 are the stored paths, comma-separated
 * (as the form sends them); an import checks them like the form does (safe paths of files that exist, images only
 * among the pictures, at most 9 each), so a sheet exported here imports back unchanged.
 */
export const QUESTION_PIECE_SHEET: ExcelSheetSpec = {
  title: '问题件列表数据',
  sheetName: '问题件',
  fileName: '问题件列表',
  key: 'question_piece',
  columns: [
    { title: '运单号', field: 'waybillNo', required: true, width: 20 },
    { title: '问题类型', field: 'questionType', dictCode: 'question_type', required: true, width: 12 },
    { title: '处理状态', field: 'status', dictCode: 'question_status', width: 12 },
    { title: '问题描述', field: 'description', width: 40 },
    { title: '问题图片', field: 'images', width: 40 },
    { title: '附件', field: 'attachments', width: 40 },
  ],
}

const IMPORTED_COLUMNS: (keyof typeof questionPiece.$inferInsert & string)[] = [
  'id',
  'waybillNo',
  'questionType',
  'status',
  'description',
  'images',
  'attachments',
  'createBy',
  'createTime',
]

/** Question pieces from a sheet: each row checked like the form; a waybill number may be registered again. */
export async function questionPieceImportPlan({
  db,
  files,
  actor,
}: ImportContext): Promise<ImportPlan<QuestionPieceValues>> {
  const dicts = await questionPieceDicts(db)
  return {
    spec: QUESTION_PIECE_SHEET,
    validate: (cells) => checkedQuestionPiece(files, cells, dicts),
    async saveBatch(tx, rows) {
      const createTime = new Date()
      await insertMany(
        tx,
        questionPiece,
        IMPORTED_COLUMNS,
        rows.map((row) => ({ ...row.value, id: newId(), createBy: actor, createTime })),
      )
      return new Map()
    },
  }
}
