import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { Page } from '@portico/contract'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { call, login, startTestApp, type TestApp, testServerOptions } from '../helpers/app'
import { jeecgWorkbook, postImport } from '../helpers/excel'

/** A cut-down `npm run bench:import` that runs with the tests: 5,000 users through importExcel, batched writes. */
const ROWS = 5000

let t: TestApp
let admin: string
let uploadDir: string

beforeAll(async () => {
  uploadDir = await mkdtemp(path.join(tmpdir(), 'portico-import-5000-'))
  t = await startTestApp({ config: { ...testServerOptions().config, uploadDir } })
  admin = await login(t.app, 'admin')
})
afterAll(async () => {
  await t?.close()
  await rm(uploadDir, { recursive: true, force: true })
})

describe('Excel import at scale', () => {
  it(`imports ${ROWS.toLocaleString('en')} users in one file, every row listed afterwards`, async () => {
    const rows = Array.from({ length: ROWS }, (_, i) => [
      `bulk${String(i).padStart(5, '0')}`,
      `批量用户${i}`,
      i % 2 === 0 ? '男' : '女',
      null,
      `bulk${i}@example.com`,
      `137${String(i).padStart(8, '0')}`,
    ])
    const file = await jeecgWorkbook(
      '用户信息',
      ['登录账号', '真实姓名', '性别', '生日', '电子邮件', '手机号码'],
      rows,
      '用户列表数据',
    )
    const { status, body } = await postImport(t.app, '/sys/user/importExcel', file, 'bulk.xlsx', admin)
    expect(status, body.message).toBe(200)
    expect(body.result).toMatchObject({ totalCount: ROWS, successCount: ROWS, errorCount: 0 })
    const page = await call<Page<{ username: string }>>(
      t.app,
      'GET',
      '/sys/user/list?username=bulk*&pageSize=10',
      admin,
    )
    expect(page.body.result!.total).toBe(ROWS)
    const last = await call<Page<{ username: string; phone: string }>>(
      t.app,
      'GET',
      `/sys/user/list?username=bulk${String(ROWS - 1).padStart(5, '0')}`,
      admin,
    )
    expect(last.body.result!.records[0]).toMatchObject({ phone: `137${String(ROWS - 1).padStart(8, '0')}` })
  }, 180_000)
})
