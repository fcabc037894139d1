import type { Page } from '@portico/contract'
import type { Db } from '../db/client'
import { questionPiece } from '../db/schema'
import { badRequest } from '../http/envelope'
import { type FileStore, isSafeKey } from '../stores/files'
import { formatDateTime } from './dates'
import { dictTextMap } from './dicts'
import { extensionOf, INLINE_TYPES } from './file-types'
import { dictField, type ListSpec, listQuery, selectPage, tableListSpec, toPage } from './query'

/** What the 问题件 list may filter and sort on; nothing else reaches SQL. */
export const QUESTION_PIECE_LIST: ListSpec = tableListSpec(questionPiece, {
  waybillNo: 'string',
  questionType: dictField('question_type'),
  status: dictField('question_status'),
  description: 'string',
  createBy: 'string',
  createTime: 'datetime',
  updateTime: 'datetime',
})

export const MAX_IMAGES = 9
export const MAX_ATTACHMENTS = 9
const WAYBILL = /^[A-Za-z0-9-]{4,64}$/
const IMAGE_EXTENSIONS = new Set(['png', 'jpg', 'jpeg', 'gif', 'webp', 'bmp'])

type Row = typeof questionPiece.$inferSelect

export interface QuestionPieceRecord {
  id: string
  waybillNo: string
  questionType: string
  questionType_dictText: string
  status: string
  status_dictText: string
  description: string | null
  images: string | null
  attachments: string | null
  createBy: string | null
  createTime: string | null
  updateBy: string | null
  updateTime: string | null
}

/** The form as the page sends it (JeecgBoot generated form: every field a string). */
export interface QuestionPieceForm {
  id?: string
  waybillNo?: string
  questionType?: string | number
  status?: string | number | null
  description?: string | null
  images?: string | null
  attachments?: string | null
}

export type QuestionPieceValues = Pick<
  Row,
  'waybillNo' | 'questionType' | 'status' | 'description' | 'images' | 'attachments'
>

function toRecord(row: Row, types: Map<string, string>, statuses: Map<string, string>): QuestionPieceRecord {
  return {
    id: row.id,
    waybillNo: row.waybillNo,
    questionType: row.questionType,
    questionType_dictText: types.get(row.questionType) ?? '',
    status: row.status,
    status_dictText: statuses.get(row.status) ?? '',
    description: row.description,
    images: row.images,
    attachments: row.attachments,
    createBy: row.createBy,
    createTime: formatDateTime(row.createTime),
    updateBy: row.updateBy,
    updateTime: formatDateTime(row.updateTime),
  }
}

async function dictTexts(db: Db) {
  return Promise.all([dictTextMap(db, 'question_type'), dictTextMap(db, 'question_status')])
}

export async function listQuestionPieces(
  db: Db,
  query: Record<string, unknown>,
): Promise<Page<QuestionPieceRecord>> {
  const list = listQuery(QUESTION_PIECE_LIST, query)
  const [{ rows, total }, [types, statuses]] = await Promise.all([
    selectPage(db, questionPiece, list),
    dictTexts(db),
  ])
  return toPage(
    rows.map((row) => toRecord(row, types, statuses)),
    total,
    list,
  )
}

export async function questionPieceRecord(db: Db, row: Row): Promise<QuestionPieceRecord> {
  const [types, statuses] = await dictTexts(db)
  return toRecord(row, types, statuses)
}

const text = (value: unknown): string => (value === null || value === undefined ? '' : String(value).trim())

/**
 * Comma-separated stored paths (the uploaders' value): each a safe key of a file that exists in the store, at most
 * `max`, no repeats; `images` also need an image extension. Answers the paths joined again, or null when empty.
 */
async function checkedPaths(
  files: FileStore,
  raw: unknown,
  label: string,
  max: number,
  images: boolean,
): Promise<string | null> {
  const paths = text(raw)
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean)
  if (paths.length === 0) return null
  if (paths.length > max) throw badRequest(`${label}最多${max}个`)
  if (new Set(paths).size !== paths.length) throw badRequest(`${label}中有重复的文件`)
  for (const path of paths) {
    if (/^https?:/i.test(path) || !isSafeKey(path)) throw badRequest(`${label}路径不合法：${path}`)
    const ext = extensionOf(path)
    if (images && !(IMAGE_EXTENSIONS.has(ext) && Object.hasOwn(INLINE_TYPES, ext)))
      throw badRequest(`${label}只能是图片：${path}`)
    if (!(await files.stat(path))) throw badRequest(`${label}文件不存在：${path}`)
  }
  return paths.join(',')
}

/** The texts of the two dictionaries a question piece uses, by value. */
export interface QuestionPieceDicts {
  types: Map<string, string>
  statuses: Map<string, string>
}

export async function questionPieceDicts(db: Db): Promise<QuestionPieceDicts> {
  const [types, statuses] = await dictTexts(db)
  return { types, statuses }
}

/** Checks the form like the page does (and more): answers the values to store or throws a 400 with the reason. */
export async function questionPieceValues(
  db: Db,
  files: FileStore,
  form: QuestionPieceForm,
): Promise<QuestionPieceValues> {
  return checkedQuestionPiece(files, form, await questionPieceDicts(db))
}

/** The form's checks with the dictionaries already loaded (an import checks many rows against the same ones). */
export async function checkedQuestionPiece(
  files: FileStore,
  form: QuestionPieceForm,
  { types, statuses }: QuestionPieceDicts,
): Promise<QuestionPieceValues> {
  const waybillNo = text(form.waybillNo)
  if (!waybillNo) throw badRequest('请输入运单号!')
  if (!WAYBILL.test(waybillNo)) throw badRequest('运单号为4-64位字母、数字或短横线')
  const questionType = text(form.questionType)
  if (!questionType) throw badRequest('请选择问题类型!')
  if (!types.has(questionType)) throw badRequest(`问题类型无效，可选：${[...types.values()].join('、')}`)
  const status = text(form.status) || '0'
  if (!statuses.has(status)) throw badRequest(`处理状态无效，可选：${[...statuses.values()].join('、')}`)
  const description = text(form.description)
  if (description.length > 500) throw badRequest('问题描述最多500个字符')
  return {
    waybillNo,
    questionType,
    status,
    description: description || null,
    images: await checkedPaths(files, form.images, '图片', MAX_IMAGES, true),
    attachments: await checkedPaths(files, form.attachments, '附件', MAX_ATTACHMENTS, false),
  }
}
