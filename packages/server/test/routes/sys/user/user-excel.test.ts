import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { utils, write } from '@e965/xlsx'
import type { Page } from '@portico/contract'
import { inArray } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { sysUser } from '../../../../src/db/schema'
import {
  API,
  attemptLogin,
  call,
  login,
  startTestApp,
  type TestApp,
  testServerOptions,
} from '../../../helpers/app'
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
} from '../../../helpers/excel'
import { expectRefused } from '../../../helpers/refusals'

interface UserRow {
  id: string
  username: string
  realname: string
  sex: number | null
  birthday: string | null
  email: string | null
  phone: string | null
  workNo: string | null
  post: string | null
  telephone: string | null
  status: number
}

const HEADERS = [
  '登录账号',
  '真实姓名',
  '性别',
  '生日',
  '电子邮件',
  '手机号码',
  '工号',
  '职务',
  '座机号',
  '状态',
]
const BATCH_SIZE = 3

let t: TestApp
let admin: string
let uploadDir: string

beforeAll(async () => {
  uploadDir = await mkdtemp(path.join(tmpdir(), 'portico-excel-'))
  const base = testServerOptions()
  t = await startTestApp({ config: { ...base.config, uploadDir, importBatchSize: BATCH_SIZE } })
  admin = await login(t.app, 'admin')
})
afterAll(async () => {
  await t?.close()
  await rm(uploadDir, { recursive: true, force: true })
})

const workbook = (rows: (string | number | Date | null)[][], headers = HEADERS) =>
  jeecgWorkbook('用户信息', headers, rows, '用户列表数据')

const importFile = (data: Buffer, name = 'users.xlsx', token: string | null = admin) =>
  postImport(t.app, '/sys/user/importExcel', data, name, token)

const exportFile = (query = '', token = admin) => getExport(t.app, `/sys/user/exportXls${query}`, token)

const users = async (query: string) =>
  (await call<Page<UserRow>>(t.app, 'GET', `/sys/user/list?pageSize=100&${query}`, admin)).body.result!
    .records

const fieldsOf = (u: UserRow) => ({
  username: u.username,
  realname: u.realname,
  sex: u.sex,
  birthday: u.birthday,
  email: u.email,
  phone: u.phone,
  workNo: u.workNo,
  post: u.post,
  telephone: u.telephone,
  status: u.status,
})

const errorFileRows = (fileUrl: string) => importErrorRows(t.app, fileUrl)

describe('GET /sys/user/exportXls', () => {
  it('exports every listed user with dictionary texts, in the JeecgBoot layout', async () => {
    const response = await exportFile()
    const rows = await exportedSheetRows(response, { fileName: '用户列表.xlsx', title: '用户列表数据' })
    const listed = await users('')
    expect(rows.map((r) => r.登录账号).sort()).toEqual(listed.map((u) => u.username).sort())
    expect(rows.find((r) => r.登录账号 === 'liuyang')).toMatchObject({
      真实姓名: '刘洋',
      性别: '男',
      状态: '正常',
    })
    expect(rows.find((r) => r.登录账号 === 'lina')).toMatchObject({ 性别: '女' })
  })

  it('respects the list filters and the selected ids', async () => {
    const filtered = await sheetRecords((await exportFile('?username=liuyang')).rawPayload)
    expect(filtered.rows.map((r) => r.登录账号)).toEqual(['liuyang'])
    const [lina, zhaolei] = [(await users('username=lina'))[0], (await users('username=zhaolei'))[0]]
    const selected = await sheetRecords(
      (await exportFile(`?selections=${lina.id},${zhaolei.id},`)).rawPayload,
    )
    expect(selected.rows.map((r) => r.登录账号).sort()).toEqual(['lina', 'zhaolei'])
    const both = await sheetRecords(
      (await exportFile(`?selections=${lina.id},${zhaolei.id}&sex=2`)).rawPayload,
    )
    expect(both.rows.map((r) => r.登录账号)).toEqual(['lina'])
  })

  it('needs the user list permission', async () => {
    expectRefused(await exportFile('', await login(t.app, 'zhangwei')), 510)
    expect((await t.app.inject({ method: 'GET', url: `${API}/sys/user/exportXls` })).statusCode).toBe(401)
  })
})

describe('POST /sys/user/importExcel', () => {
  it('imports back what it exported (round trip)', async () => {
    const created = [
      {
        username: 'rt_one',
        realname: '往返一',
        sex: '1',
        birthday: '1990-01-02',
        email: 'rt1@example.com',
        phone: '13900000001',
        workNo: 'RT001',
        post: '经理',
        telephone: '021-1234567',
      },
      {
        username: 'rt_two',
        realname: '往返二',
        sex: '2',
        birthday: '',
        email: '',
        phone: '13900000002',
        workNo: 'RT002',
        post: '',
        telephone: '',
      },
      {
        username: 'rt_three',
        realname: '往返三',
        sex: '',
        birthday: '2001-12-31',
        email: 'rt3@example.com',
        phone: '',
        workNo: '',
        post: '',
        telephone: '',
      },
    ]
    for (const form of created) {
      const { body } = await call(t.app, 'POST', '/sys/user/add', admin, { ...form, password: 'secret123' })
      expect(body.success, body.message).toBe(true)
    }
    await expectImportRoundTrip({
      ids: (await users('username=rt_*')).map((u) => u.id),
      listed: async () =>
        (await users('username=rt_*')).map(fieldsOf).sort((a, b) => a.username.localeCompare(b.username)),
      exportFile: (query) => exportFile(query),
      importFile: (data) => importFile(data),
      remove: async (ids) => {
        await t.app.portico.database.db.delete(sysUser).where(inArray(sysUser.id, ids))
        await t.app.caches.stamps.bump('auth')
      },
    })
    // The sheet carries no passwords: imported users sign in only after setting one.
    const { body: loginReply } = await attemptLogin(t.app, 'rt_one', 'secret123')
    expect(loginReply.success).toBe(false)
  })

  it('saves the good rows and answers 201 with an error file listing exactly the bad ones', async () => {
    const file = await workbook([
      ['imp_a', '导入甲', '男', '1995-05-05', 'a@imp.example', '13700000001', '', '', '', '正常'],
      ['imp_b', '导入乙', '女', '', '', '12345', '', '', '', ''],
      ['imp_c', '导入丙', '', new Date(Date.UTC(1988, 7, 9)), '', 13700000003, '', '', '', '冻结'],
      ['imp_d', '', '', '', '', '', '', '', '', ''],
      ['admin', '重复的', '', '', '', '', '', '', '', ''],
      ['imp_f', '导入己', '1', '', 'f@imp.example', '', 'F-1', '', '', ''],
    ])
    const errors = await expectPartialImport(t.app, await importFile(file), {
      total: 6,
      errors: 3,
      key: 'sys_user',
    })
    expect(errors.map((r) => [r.行号, r.登录账号, r.错误信息])).toEqual([
      ['5', 'imp_b', '手机号码格式不正确'],
      ['7', 'imp_d', '真实姓名不能为空'],
      ['8', 'admin', '用户账号已存在'],
    ])
    expect(errors[0]).toMatchObject({ 真实姓名: '导入乙', 性别: '女', 手机号码: '12345' })

    const saved = (await users('username=imp_*'))
      .map(fieldsOf)
      .sort((a, b) => a.username.localeCompare(b.username))
    expect(saved).toEqual([
      {
        username: 'imp_a',
        realname: '导入甲',
        sex: 1,
        birthday: '1995-05-05',
        email: 'a@imp.example',
        phone: '13700000001',
        workNo: null,
        post: null,
        telephone: null,
        status: 1,
      },
      {
        username: 'imp_c',
        realname: '导入丙',
        sex: null,
        birthday: '1988-08-09',
        email: null,
        phone: '13700000003',
        workNo: null,
        post: null,
        telephone: null,
        status: 2,
      },
      {
        username: 'imp_f',
        realname: '导入己',
        sex: 1,
        birthday: null,
        email: 'f@imp.example',
        phone: null,
        workNo: 'F-1',
        post: null,
        telephone: null,
        status: 1,
      },
    ])
    expect((await users('username=admin'))[0].realname).not.toBe('重复的')
  })

  it('refuses unknown dictionary texts and duplicates within the file, with the header in any column order', async () => {
    const headers = ['真实姓名', '登录账号', '性别', '手机号码']
    const file = await workbook(
      [
        ['字典', 'dict_a', '未知', ''],
        ['手机一', 'dup_a', '', '13600000001'],
        ['手机二', 'dup_b', '', '13600000001'],
        ['账号', 'dup_a', '', ''],
      ],
      headers,
    )
    const { body } = await importFile(file)
    expect(body.code).toBe(201)
    const errors = await errorFileRows(body.result!.fileUrl!)
    expect(errors.map((r) => [r.行号, r.错误信息])).toEqual([
      ['4', '性别「未知」无效，可选：男、女'],
      ['6', '手机号已存在'],
      ['7', '用户账号已存在'],
    ])
    expect((await users('username=dup_*')).map((u) => u.username)).toEqual(['dup_a'])
  })

  it('rolls a batch back as a whole when the database fails in the middle of it', async () => {
    await whileInsertRefused(t.app, { table: 'sys_user', column: 'username', value: 'tx_boom' }, async () => {
      // Batches of 3: [tx_a, tx_b, tx_boom] fails in the database; [tx_d, tx_e] is written.
      const file = await workbook([
        ['tx_a', '事务甲'],
        ['tx_b', '事务乙'],
        ['tx_boom', '事务丙'],
        ['tx_d', '事务丁'],
        ['tx_e', '事务戊'],
      ])
      const errors = await expectPartialImport(t.app, await importFile(file), {
        total: 5,
        errors: 3,
        key: 'sys_user',
      })
      expect((await users('username=tx_*')).map((u) => u.username).sort()).toEqual(['tx_d', 'tx_e'])
      expect(errors.map((r) => [r.登录账号, r.错误信息])).toEqual([
        ['tx_a', '数据库写入失败，本批次数据均未导入'],
        ['tx_b', '数据库写入失败，本批次数据均未导入'],
        ['tx_boom', '数据库写入失败，本批次数据均未导入'],
      ])
    })
  })

  it('imports a legacy .xls (BIFF8) workbook like an .xlsx: dates, numbers and dictionary texts', async () => {
    // The .xls is written by SheetJS (BIFF8, as Excel 97-2003 saves it), laid out as JeecgBoot exports.
    const sheet = utils.aoa_to_sheet(
      [
        ['用户列表数据'],
        ['导出人:测试'],
        HEADERS,
        [
          'xls_a',
          '旧版甲',
          '男',
          new Date(Date.UTC(1992, 2, 4)),
          'xa@xls.example',
          13600000971,
          'X-1',
          '',
          '',
          '正常',
        ],
        [],
        ['xls_b', '旧版乙', '女', '1999-09-30', '', '', '', '', '010-7654321', '冻结'],
        ['xls_c', '', '', '', '', '', '', '', '', ''],
      ],
      { cellDates: true, dateNF: 'yyyy-mm-dd' },
    )
    const book = utils.book_new()
    utils.book_append_sheet(book, sheet, '用户信息')
    const xls = Buffer.from(write(book, { type: 'buffer', bookType: 'xls' }) as Uint8Array)
    expect([...xls.subarray(0, 4)]).toEqual([0xd0, 0xcf, 0x11, 0xe0])

    const errors = await expectPartialImport(t.app, await importFile(xls, 'users.xls'), {
      total: 3,
      errors: 1,
      key: 'sys_user',
    })
    expect(errors.map((r) => [r.行号, r.登录账号, r.错误信息])).toEqual([['7', 'xls_c', '真实姓名不能为空']])
    const saved = (await users('username=xls_*'))
      .map(fieldsOf)
      .sort((a, b) => a.username.localeCompare(b.username))
    expect(saved).toEqual([
      {
        username: 'xls_a',
        realname: '旧版甲',
        sex: 1,
        birthday: '1992-03-04',
        email: 'xa@xls.example',
        phone: '13600000971',
        workNo: 'X-1',
        post: null,
        telephone: null,
        status: 1,
      },
      {
        username: 'xls_b',
        realname: '旧版乙',
        sex: 2,
        birthday: '1999-09-30',
        email: null,
        phone: null,
        workNo: null,
        post: null,
        telephone: '010-7654321',
        status: 2,
      },
    ])
  })

  it('refuses files that are not .xls/.xlsx sheets of users, with nothing written', async () => {
    const count = async () => (await users('')).length
    const before = await count()
    const text = await importFile(Buffer.from('登录账号,真实姓名\nx1,某人\n'), 'users.csv')
    expect(text).toMatchObject({
      status: 200,
      body: { code: 500, success: false, message: '文件导入失败:文件不是Excel（.xls/.xlsx）格式' },
    })
    const ole = Buffer.concat([
      Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]),
      Buffer.alloc(504),
    ])
    // An OLE container that holds no workbook cannot be read.
    expect((await importFile(ole, 'users.xls')).body.message).toMatch(/^文件导入失败:无法读取Excel文件（/)
    const noHeader = await importFile(await workbook([['x1', '某人']], ['账号', '姓名']))
    expect(noHeader).toMatchObject({
      status: 200,
      body: { code: 500, message: '文件导入失败:未找到表头，表头需包含列：登录账号、真实姓名' },
    })
    expect((await importFile(await workbook([]))).body.message).toBe('文件导入失败:文件中没有数据行')
    expect(await count()).toBe(before)
  })

  it('needs the user add permission', async () => {
    const file = await workbook([['perm_x', '无权']])
    expectRefused(await importFile(file, 'u.xlsx', await login(t.app, 'zhangwei')), 510)
    expect((await importFile(file, 'u.xlsx', null)).status).toBe(401)
    expect(await users('username=perm_x')).toEqual([])
  })
})

describe('Chinese text across stream chunks', () => {
  it('imports every character intact, however the file is cut into chunks', async () => {
    // Thousands of Chinese cells make many chunk boundaries fall inside a multi-byte character.
    const count = 4000
    const rows = Array.from({ length: count }, (_, i) => [
      `cjk_${i}`,
      `跨境电商供应链物流平台员工${i}`,
      i % 2 ? '男' : '女',
      null,
      null,
      null,
      null,
      '海外仓储部分拣员',
      null,
      '正常',
    ])
    const { body } = await importFile(await workbook(rows))
    expect(body).toMatchObject({ code: 200 })
    const exported = await exportFile(`?username=${encodeURIComponent('cjk_*')}`)
    const { rows: saved } = await sheetRecords(exported.rawPayload)
    expect(saved).toHaveLength(count)
    const broken = saved.filter((row) => /\uFFFD/.test(`${row.真实姓名}${row.职务}`))
    expect(broken.map((row) => row.真实姓名)).toEqual([])
    expect(new Set(saved.map((row) => row.职务))).toEqual(new Set(['海外仓储部分拣员']))
  }, 120_000)
})
