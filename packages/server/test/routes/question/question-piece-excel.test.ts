import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { Page, questionPieceResource, ResourceRecordOf } from '@portico/contract'
import { inArray } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { questionPiece } from '../../../src/db/schema'

type QuestionPieceRecord = ResourceRecordOf<typeof questionPieceResource>

import { API, call, login, startTestApp, type TestApp, testServerOptions } from '../../helpers/app'
import {
  expectImportRoundTrip,
  expectPartialImport,
  exportedSheetRows,
  getExport,
  importErrorRows,
  jeecgWorkbook,
  postImport,
  sheetRecords,
  whileInsertRefused,
} from '../../helpers/excel'
import { expectRefused } from '../../helpers/refusals'
import { PDF, PNG, uploadedPath } from '../../helpers/upload'

const BASE = '/question/questionPiece'
const HEADERS = ['运单号', '问题类型', '处理状态', '问题描述', '问题图片', '附件']
const BATCH_SIZE = 3

let t: TestApp
let admin: string
let ops: string
let hr: string
let root: string
let photo: string
let report: string

const upload = (content: Buffer, name: string, type: string) =>
  uploadedPath(t.app, ops, { content, name, type }, 'question')

beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'portico-question-excel-'))
  const base = testServerOptions()
  t = await startTestApp({
    config: { ...base.config, uploadDir: path.join(root, 'upload'), importBatchSize: BATCH_SIZE },
  })
  admin = await login(t.app, 'admin')
  ops = await login(t.app, 'zhangwei')
  hr = await login(t.app, 'wangfang')
  photo = await upload(PNG, 'box.png', 'image/png')
  report = await upload(PDF, '报告.pdf', 'application/pdf')
})
afterAll(async () => {
  await t?.close()
  await rm(root, { recursive: true, force: true })
})

const workbook = (rows: (string | null)[][], headers = HEADERS) =>
  jeecgWorkbook('问题件', headers, rows, '问题件列表数据')
const importFile = (data: Buffer, token: string | null = ops) =>
  postImport(t.app, `${BASE}/importExcel`, data, 'pieces.xlsx', token)
const exportFile = (query = '', token = ops) => getExport(t.app, `${BASE}/exportXls${query}`, token)
const exportedRows = async (query = '') => (await sheetRecords((await exportFile(query)).rawPayload)).rows

async function pieces(waybillNo: string) {
  const { body } = await call<Page<QuestionPieceRecord>>(
    t.app,
    'GET',
    `${BASE}/list?pageSize=100&waybillNo=${encodeURIComponent(waybillNo)}`,
    admin,
  )
  return body.result!.records
}

const fieldsOf = (p: QuestionPieceRecord) => ({
  waybillNo: p.waybillNo,
  questionType: p.questionType,
  status: p.status,
  description: p.description,
  images: p.images,
  attachments: p.attachments,
})
const byWaybill = <T extends { waybillNo: string }>(rows: T[]) =>
  [...rows].sort((a, b) => a.waybillNo.localeCompare(b.waybillNo))

async function add(form: Record<string, string>): Promise<string> {
  const { body } = await call<string>(t.app, 'POST', `${BASE}/add`, ops, form)
  expect(body.success, body.message).toBe(true)
  return body.result!
}

describe(`GET ${BASE}/exportXls`, () => {
  it('exports what the list shows for a query, dictionary values as text and files as stored paths', async () => {
    await add({ waybillNo: 'EXQ-001', questionType: '1', description: '外箱破损', images: photo })
    await add({ waybillNo: 'EXQ-002', questionType: '3', status: '2', attachments: report })
    await add({ waybillNo: 'OTHER-001', questionType: '2' })

    const response = await exportFile(`?waybillNo=${encodeURIComponent('EXQ-*')}`)
    const rows = await exportedSheetRows(response, { fileName: '问题件列表.xlsx', title: '问题件列表数据' })
    expect(rows.sort((a, b) => a.运单号.localeCompare(b.运单号))).toEqual([
      {
        运单号: 'EXQ-001',
        问题类型: '破损',
        处理状态: '待处理',
        问题描述: '外箱破损',
        问题图片: photo,
        附件: '',
        处理方式: '',
      },
      {
        运单号: 'EXQ-002',
        问题类型: '少件',
        处理状态: '已处理',
        问题描述: '',
        问题图片: '',
        附件: report,
        处理方式: '',
      },
    ])
    const byStatus = await exportedRows(`?waybillNo=${encodeURIComponent('EXQ-*')}&status=2`)
    expect(byStatus.map((r) => r.运单号)).toEqual(['EXQ-002'])
  })

  it('exports only the selected ids, still within the query', async () => {
    const ids = await Promise.all(
      ['SEL-001', 'SEL-002', 'SEL-003'].map((waybillNo) => add({ waybillNo, questionType: '2' })),
    )
    const selected = await exportedRows(`?selections=${ids[0]},${ids[2]},`)
    expect(selected.map((r) => r.运单号).sort()).toEqual(['SEL-001', 'SEL-003'])
    const narrowed = await exportedRows(`?selections=${ids[0]},${ids[2]}&waybillNo=SEL-003`)
    expect(narrowed.map((r) => r.运单号)).toEqual(['SEL-003'])
  })

  it('needs the 问题件 list permission', async () => {
    expectRefused(await exportFile('', hr), 510)
    expect((await t.app.inject({ method: 'GET', url: `${API}${BASE}/exportXls` })).statusCode).toBe(401)
    expect((await exportFile('', admin)).statusCode).toBe(200)
  })
})

describe(`POST ${BASE}/importExcel`, () => {
  it('imports back unchanged what it exported (round trip)', async () => {
    const ids = [
      await add({
        waybillNo: 'RTQ-001',
        questionType: '1',
        status: '1',
        description: '外箱破损，内件受潮',
        images: `${photo}`,
        attachments: report,
      }),
      await add({ waybillNo: 'RTQ-002', questionType: '4' }),
    ]
    await expectImportRoundTrip({
      ids,
      listed: async () => byWaybill((await pieces('RTQ-*')).map(fieldsOf)),
      exportFile: (query) => exportFile(query),
      importFile: (data) => importFile(data),
      remove: (removed) =>
        t.app.portico.database.db.delete(questionPiece).where(inArray(questionPiece.id, removed)),
    })
    const imported = await pieces('RTQ-*')
    expect(imported).toHaveLength(ids.length)
    expect(imported.every((p) => p.createBy === 'zhangwei' && p.createTime)).toBe(true)
  })

  it('saves the good rows and answers 201 with an error file listing exactly the 3 bad ones', async () => {
    const file = await workbook([
      ['IMQ-001', '破损', '待处理', '好行一', photo, report],
      ['ab', '丢失', '', '运单号太短', '', ''],
      ['IMQ-003', '丢失', '', '', '', ''],
      ['IMQ-004', '受潮', '', '未知的问题类型', '', ''],
      ['IMQ-005', '少件', '已处理', '', `${photo},${photo.replace(/\.png$/, '-gone.png')}`, ''],
      ['IMQ-006', '4', '1', '字典值也可以', '', report],
    ])
    const errors = await expectPartialImport(t.app, await importFile(file), {
      total: 6,
      errors: 3,
      key: 'question_piece',
    })
    expect(errors.map((r) => [r.行号, r.运单号, r.错误信息])).toEqual([
      ['5', 'ab', '运单号为4-64位字母、数字或短横线'],
      [
        '7',
        'IMQ-004',
        '问题类型「受潮」无效，可选：破损、丢失、少件、地址错误、单号错误、无数据、超重超尺寸、重复扫描、其他、理赔',
      ],
      ['8', 'IMQ-005', `问题图片文件不存在：${photo.replace(/\.png$/, '-gone.png')}`],
    ])
    expect(errors[2]).toMatchObject({ 问题类型: '少件', 处理状态: '已处理' })

    expect(byWaybill((await pieces('IMQ-*')).map(fieldsOf))).toEqual([
      {
        waybillNo: 'IMQ-001',
        questionType: '1',
        status: '0',
        description: '好行一',
        images: photo,
        attachments: report,
      },
      {
        waybillNo: 'IMQ-003',
        questionType: '2',
        status: '0',
        description: null,
        images: null,
        attachments: null,
      },
      {
        waybillNo: 'IMQ-006',
        questionType: '4',
        status: '1',
        description: '字典值也可以',
        images: null,
        attachments: report,
      },
    ])
  })

  it('checks stored paths like the form: no traversal, pictures only among the images', async () => {
    const file = await workbook([
      ['PTQ-001', '破损', '', '', '../../etc/passwd.png', ''],
      ['PTQ-002', '破损', '', '', report, ''],
      ['PTQ-003', '破损', '', '', '', 'http://example.com/a.pdf'],
    ])
    const { body } = await importFile(file)
    expect(body).toMatchObject({ code: 201, result: { successCount: 0, errorCount: 3 } })
    const errors = await importErrorRows(t.app, body.result!.fileUrl!)
    expect(errors.map((r) => r.错误信息)).toEqual([
      '问题图片路径不合法：../../etc/passwd.png',
      `问题图片只能是图片：${report}`,
      '附件路径不合法：http://example.com/a.pdf',
    ])
    expect(await pieces('PTQ-*')).toEqual([])
  })

  it('rolls a batch back as a whole when the database fails in the middle of it', async () => {
    const refused = { table: 'question_piece', column: 'waybill_no', value: 'TXQ-BOOM' }
    await whileInsertRefused(t.app, refused, async () => {
      // Batches of 3: [TXQ-001, TXQ-002, TXQ-BOOM] fails in the database; [TXQ-004, TXQ-005] is written.
      const file = await workbook([
        ['TXQ-001', '破损'],
        ['TXQ-002', '丢失'],
        ['TXQ-BOOM', '少件'],
        ['TXQ-004', '破损'],
        ['TXQ-005', '丢失'],
      ])
      const errors = await expectPartialImport(t.app, await importFile(file), {
        total: 5,
        errors: 3,
        key: 'question_piece',
      })
      expect((await pieces('TXQ-*')).map((p) => p.waybillNo).sort()).toEqual(['TXQ-004', 'TXQ-005'])
      expect(errors.map((r) => [r.运单号, r.错误信息])).toEqual([
        ['TXQ-001', '数据库写入失败，本批次数据均未导入'],
        ['TXQ-002', '数据库写入失败，本批次数据均未导入'],
        ['TXQ-BOOM', '数据库写入失败，本批次数据均未导入'],
      ])
    })
  })

  it('refuses a sheet without the 问题件 header, and callers without the add permission', async () => {
    const noHeader = await importFile(await workbook([['NHQ-001', '破损']], ['单号', '类型']))
    expect(noHeader).toMatchObject({
      status: 200,
      body: { code: 500, success: false, message: '文件导入失败:未找到表头，表头需包含列：运单号、问题类型' },
    })
    const file = await workbook([['PMQ-001', '破损']])
    expectRefused(await importFile(file, hr), 510)
    expect((await importFile(file, null)).status).toBe(401)
    expect(await pieces('PMQ-*')).toEqual([])
    expect(await pieces('NHQ-*')).toEqual([])
  })
})
