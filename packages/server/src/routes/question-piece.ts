import { eq, inArray } from 'drizzle-orm'
import type { FastifyPluginAsync } from 'fastify'
import { questionPiece } from '../db/schema'
import type { Deps } from '../deps'
import { badRequest, notFound, ok } from '../http/envelope'
import { newId } from '../services/ids'
import { listQuerystring } from '../services/query'
import { QUESTION_PIECE_SHEET, questionPieceImportPlan } from '../services/question-piece-excel'
import {
  listQuestionPieces,
  QUESTION_PIECE_LIST,
  type QuestionPieceForm,
  questionPieceRecord,
  questionPieceValues,
} from '../services/question-pieces'
import { splitIds } from '../services/users-write'
import { listExcelRoutes } from './list-excel'
import { objectSchema, str, strOrNum } from './schemas'

const tags = ['question']
const BASE = '/question/questionPiece'
export const QUESTION_PIECE_PERMS = {
  list: 'question:piece:list',
  add: 'question:piece:add',
  edit: 'question:piece:edit',
  delete: 'question:piece:delete',
} as const

const nullableStr = { type: ['string', 'null'] } as const
const formSchema = objectSchema({
  id: str,
  waybillNo: str,
  questionType: strOrNum,
  status: strOrNum,
  description: nullableStr,
  images: nullableStr,
  attachments: nullableStr,
})
const idQuery = { type: 'object', properties: { id: str }, required: ['id'] } as const
const idsQuery = { type: 'object', properties: { ids: str }, required: ['ids'] } as const

/** 问题件 (question pieces): the generated-code CRUD of JeecgBoot (reference §4.1) with photo and file attachments. */
export const questionPieceRoutes: FastifyPluginAsync<{ deps: Deps }> = async (app, { deps }) => {
  const { db, files } = deps

  app.get<{ Querystring: Record<string, string | number | undefined> }>(
    `${BASE}/list`,
    {
      config: { permission: QUESTION_PIECE_PERMS.list },
      schema: {
        tags,
        summary: 'Paged question pieces (QueryGenerator filters on waybillNo, questionType, status…)',
        querystring: listQuerystring(QUESTION_PIECE_LIST),
      },
    },
    async (request) => ok(await listQuestionPieces(db, request.query)),
  )

  app.get<{ Querystring: { id: string } }>(
    `${BASE}/queryById`,
    {
      config: { permission: QUESTION_PIECE_PERMS.list },
      schema: { tags, summary: 'One question piece', querystring: idQuery },
    },
    async (request) => {
      const rows = await db.select().from(questionPiece).where(eq(questionPiece.id, request.query.id))
      if (!rows[0]) throw notFound('未找到对应数据')
      return ok(await questionPieceRecord(db, rows[0]))
    },
  )

  app.post<{ Body: QuestionPieceForm }>(
    `${BASE}/add`,
    {
      config: { permission: QUESTION_PIECE_PERMS.add },
      schema: {
        tags,
        summary:
          'Register a question piece; images and attachments are comma-separated stored paths of uploaded files',
        body: formSchema,
      },
    },
    async (request) => {
      const values = await questionPieceValues(db, files, request.body ?? {})
      const id = newId()
      await db
        .insert(questionPiece)
        .values({ ...values, id, createBy: request.user!.username, createTime: new Date() })
      return ok(id, '添加成功！')
    },
  )

  const editOptions = {
    config: { permission: QUESTION_PIECE_PERMS.edit },
    schema: { tags, summary: 'Edit a question piece (whole form, id required)', body: formSchema },
  } as const
  const edit = async (request: { body: QuestionPieceForm; user: { username: string } | null }) => {
    const id = request.body?.id
    if (!id) throw badRequest('缺少问题件id')
    const values = await questionPieceValues(db, files, request.body)
    const rows = await db
      .update(questionPiece)
      .set({ ...values, updateBy: request.user!.username, updateTime: new Date() })
      .where(eq(questionPiece.id, id))
      .returning({ id: questionPiece.id })
    if (rows.length === 0) throw notFound('未找到对应数据')
    return ok(null, '编辑成功!')
  }
  app.put<{ Body: QuestionPieceForm }>(`${BASE}/edit`, editOptions, edit)
  app.post<{ Body: QuestionPieceForm }>(`${BASE}/edit`, editOptions, edit)

  app.delete<{ Querystring: { id: string } }>(
    `${BASE}/delete`,
    {
      config: { permission: QUESTION_PIECE_PERMS.delete },
      schema: {
        tags,
        summary: 'Delete a question piece (its files stay in the store)',
        querystring: idQuery,
      },
    },
    async (request) => {
      const rows = await db
        .delete(questionPiece)
        .where(eq(questionPiece.id, request.query.id))
        .returning({ id: questionPiece.id })
      if (rows.length === 0) throw notFound('未找到对应数据')
      return ok(null, '删除成功!')
    },
  )

  app.delete<{ Querystring: { ids: string } }>(
    `${BASE}/deleteBatch`,
    {
      config: { permission: QUESTION_PIECE_PERMS.delete },
      schema: { tags, summary: 'Delete question pieces; ids comma-separated', querystring: idsQuery },
    },
    async (request) => {
      const ids = splitIds(request.query.ids)
      if (ids.length === 0) throw badRequest('请选择一条记录！')
      await db.delete(questionPiece).where(inArray(questionPiece.id, ids))
      return ok(null, '批量删除成功!')
    },
  )
}

/** 问题件列表 in Excel: 导出 with the list's permission, 导入 with the add permission (as the user list). */
export const questionPieceExcelRoutes = listExcelRoutes({
  base: BASE,
  tags,
  sheet: QUESTION_PIECE_SHEET,
  list: QUESTION_PIECE_LIST,
  table: questionPiece,
  id: questionPiece.id,
  permissions: { exportXls: QUESTION_PIECE_PERMS.list, importExcel: QUESTION_PIECE_PERMS.add },
  importPlan: questionPieceImportPlan,
})
