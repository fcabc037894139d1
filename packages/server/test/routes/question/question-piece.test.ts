import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { Page, questionPieceResource, ResourceRecordOf } from '@portico/contract'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { sysDict, sysDictItem } from '../../../src/db/schema'
import { seedDatabase } from '../../../src/db/seed'

type QuestionPieceRecord = ResourceRecordOf<typeof questionPieceResource>

import { API, call, login, startTestApp, type TestApp, testServerOptions } from '../../helpers/app'
import { expectRefused } from '../../helpers/refusals'
import { removePageButtons } from '../../helpers/seed'
import { PDF, PNG, uploadedPath } from '../../helpers/upload'

const BASE = '/question/questionPiece'

let t: TestApp
let admin: string
let ops: string
let hr: string
let root: string

beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'portico-question-'))
  const base = testServerOptions()
  t = await startTestApp({ config: { ...base.config, uploadDir: path.join(root, 'upload') } })
  admin = await login(t.app, 'admin')
  ops = await login(t.app, 'zhangwei')
  hr = await login(t.app, 'wangfang')
})
afterAll(async () => {
  await t?.close()
  await rm(root, { recursive: true, force: true })
})

const upload = (content: Buffer, name: string, type: string) =>
  uploadedPath(t.app, ops, { content, name, type }, 'question')

const list = (token: string, query = '') =>
  call<Page<QuestionPieceRecord>>(t.app, 'GET', `${BASE}/list${query}`, token)
const byId = (token: string, id: string) =>
  call<QuestionPieceRecord>(t.app, 'GET', `${BASE}/queryById?id=${encodeURIComponent(id)}`, token)

describe('question pieces with attachments', () => {
  it('saves photos and documents as comma-separated paths in their order and reads them back', async () => {
    const photo1 = await upload(PNG, 'box front.png', 'image/png')
    const photo2 = await upload(PNG, 'box-side.png', 'image/png')
    const report = await upload(PDF, '破损报告.pdf', 'application/pdf')

    const added = await call<string>(t.app, 'POST', `${BASE}/add`, ops, {
      waybillNo: 'SF1234567890',
      questionType: '1',
      description: '外箱破损，内件受潮',
      images: `${photo1},${photo2}`,
      attachments: `${report},`,
    })
    expect(added.status).toBe(200)
    expect(added.body).toMatchObject({ success: true, message: '添加成功！' })
    const id = added.body.result!

    const one = await byId(ops, id)
    expect(one.body.result).toMatchObject({
      waybillNo: 'SF1234567890',
      questionType: '1',
      questionType_dictText: '破损',
      status: '0',
      status_dictText: '待处理',
      images: `${photo1},${photo2}`,
      attachments: report,
      createBy: 'zhangwei',
    })

    // Reorder and drop one photo: the stored order is the order sent.
    const edited = await call(t.app, 'PUT', `${BASE}/edit`, ops, {
      ...one.body.result!,
      images: `${photo2},${photo1}`,
      status: '1',
    })
    expect(edited.body).toMatchObject({ success: true, message: '编辑成功!' })
    expect((await byId(ops, id)).body.result!.images).toBe(`${photo2},${photo1}`)
    const current = (await byId(ops, id)).body.result!
    await call(t.app, 'POST', `${BASE}/edit`, ops, { ...current, images: photo1 })
    expect((await byId(ops, id)).body.result).toMatchObject({ images: photo1, updateBy: 'zhangwei' })

    const page = await list(ops, '?waybillNo=SF1234*')
    expect(page.body.result!.total).toBe(1)
    expect(page.body.result!.records[0]).toMatchObject({ id, images: photo1, attachments: report })

    // The stored files come back byte for byte.
    const served = await t.app.inject({ method: 'GET', url: `${API}/sys/common/static/${report}` })
    expect(served.statusCode).toBe(200)
    expect(served.rawPayload).toEqual(PDF)
  })

  it('refuses forms with clear messages and stores nothing', async () => {
    const photo = await upload(PNG, 'p.png', 'image/png')
    const pdf = await upload(PDF, 'd.pdf', 'application/pdf')
    const before = (await list(admin, '?pageSize=100')).body.result!.total
    const cases: [object, RegExp][] = [
      [{ questionType: '1' }, /请输入运单号/],
      [{ waybillNo: 'a b;drop', questionType: '1' }, /运单号为4-64位/],
      [{ waybillNo: 'SF0001' }, /请选择问题类型/],
      [{ waybillNo: 'SF0001', questionType: '97' }, /问题类型无效，可选：破损、丢失/],
      [{ waybillNo: 'SF0001', questionType: '1', status: 'x' }, /处理状态无效/],
      [{ waybillNo: 'SF0001', questionType: '1', description: 'x'.repeat(501) }, /最多500/],
      [{ waybillNo: 'SF0001', questionType: '1', images: '../secret.png' }, /图片路径不合法/],
      [{ waybillNo: 'SF0001', questionType: '1', images: 'question/../../etc/passwd' }, /图片路径不合法/],
      [{ waybillNo: 'SF0001', questionType: '1', images: '/etc/x.png' }, /图片路径不合法/],
      [{ waybillNo: 'SF0001', questionType: '1', images: 'http://evil.example/x.png' }, /图片路径不合法/],
      [{ waybillNo: 'SF0001', questionType: '1', images: 'question/none_1.png' }, /图片文件不存在/],
      [{ waybillNo: 'SF0001', questionType: '1', images: pdf }, /图片只能是图片/],
      [{ waybillNo: 'SF0001', questionType: '1', images: `${photo},${photo}` }, /重复/],
      [{ waybillNo: 'SF0001', questionType: '1', images: Array(10).fill(photo).join(',') }, /图片最多9个/],
      [{ waybillNo: 'SF0001', questionType: '1', attachments: 'question/missing.pdf' }, /附件文件不存在/],
      [{ waybillNo: 'SF0001', questionType: '1', attachments: 'a\\..\\b.pdf' }, /附件路径不合法/],
    ]
    for (const [form, message] of cases) {
      const { status, body } = await call(t.app, 'POST', `${BASE}/add`, admin, form)
      expectRefused({ status, body }, 500, JSON.stringify(form))
      expect(body.success).toBe(false)
      expect(body.message, JSON.stringify(form)).toMatch(message)
    }
    expect((await list(admin, '?pageSize=100')).body.result!.total).toBe(before)
  })

  it('answers 404 for editing or deleting what is not there', async () => {
    const edit = await call(t.app, 'PUT', `${BASE}/edit`, admin, {
      id: 'nope',
      waybillNo: 'SF0002',
      questionType: '2',
    })
    expectRefused(edit, 500)
    expect(edit.body.message).toBe('未找到对应数据')
    const noId = await call(t.app, 'PUT', `${BASE}/edit`, admin, { waybillNo: 'SF0002', questionType: '2' })
    expectRefused(noId, 500)
    expectRefused(await call(t.app, 'DELETE', `${BASE}/delete?id=nope`, admin), 500)
    expectRefused(await byId(admin, 'nope'), 500)
  })

  it('guards every route by permission: ops registers and edits, only admin deletes, hr sees nothing', async () => {
    const { body } = await call<string>(t.app, 'POST', `${BASE}/add`, ops, {
      waybillNo: 'YT-0001',
      questionType: '2',
    })
    const id = body.result!
    expectRefused(await call(t.app, 'DELETE', `${BASE}/delete?id=${id}`, ops), 510)
    expectRefused(await call(t.app, 'DELETE', `${BASE}/deleteBatch?ids=${id}`, ops), 510)
    expectRefused(await list(hr), 510)
    expectRefused(
      await call(t.app, 'POST', `${BASE}/add`, hr, { waybillNo: 'YT-0002', questionType: '2' }),
      510,
    )
    expect((await list('')).status).toBe(401)

    const second = (
      await call<string>(t.app, 'POST', `${BASE}/add`, admin, { waybillNo: 'YT-0003', questionType: '3' })
    ).body.result!
    const batch = await call(t.app, 'DELETE', `${BASE}/deleteBatch?ids=${id},${second},`, admin)
    expect(batch.body).toMatchObject({ success: true, message: '批量删除成功!' })
    expect((await list(admin, '?waybillNo=YT-*')).body.result!.total).toBe(0)
  })

  it('keeps the list query whitelisted', async () => {
    const sorted = await list(admin, '?column=waybillNo&order=asc')
    expect(sorted.status).toBe(200)
    const hostile = await list(admin, `?column=${encodeURIComponent('id; drop table question_piece')}`)
    expect([200, 500]).toContain(hostile.body.code)
    const bad = await list(
      admin,
      `?superQueryParams=${encodeURIComponent(JSON.stringify([{ field: 'images; --', rule: 'eq', val: 'x' }]))}`,
    )
    expectRefused(bad, 500)
    expect((await list(admin)).status).toBe(200)
  })
})

describe('a database seeded before the page existed', () => {
  it('gets the page buttons, their grants and the dictionaries on the next start', async () => {
    expect(await removePageButtons(t.testDb.database, 'question:piece:%')).toBe(7)
    const { db } = t.testDb.database
    const dict = await db.select().from(sysDict).where(eq(sysDict.dictCode, 'question_type'))
    await db.delete(sysDictItem).where(eq(sysDictItem.dictId, dict[0].id))
    await db.delete(sysDict).where(eq(sysDict.id, dict[0].id))
    await t.app.caches.stamps.bump('auth')
    await t.app.caches.stamps.bump('dict')

    expect(await seedDatabase(t.testDb.database, { demoPasswords: true })).toEqual({ seeded: false })

    const token = await login(t.app, 'zhangwei')
    expect((await list(token)).status).toBe(200)
    expectRefused(await call(t.app, 'DELETE', `${BASE}/delete?id=x`, token), 510)
    const added = await call(t.app, 'POST', `${BASE}/add`, token, { waybillNo: 'SEED-01', questionType: '4' })
    expect(added.body.message).toBe('添加成功！')
  })
})
