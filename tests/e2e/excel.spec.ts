import { readFile } from 'node:fs/promises'
import { type Download, expect, type Page, test } from '@playwright/test'
import ExcelJS from 'exceljs'
import { solidPng, tinyPdf } from './support/files'
import { apiSession, logIn } from './support/session'

const stamp = Date.now().toString(36)
const good = [`xl_${stamp}_a`, `xl_${stamp}_b`]

/** The sheet's data rows as {title: text}, below the header row (the row holding `headerTitle`). */
async function rowsOf(buffer: Buffer, headerTitle = '登录账号'): Promise<Record<string, string>[]> {
  const book = new ExcelJS.Workbook()
  // exceljs types predate Node's generic Buffer.
  await book.xlsx.load(buffer as unknown as ExcelJS.Buffer)
  const sheet = book.worksheets[0]
  let header: string[] = []
  const rows: Record<string, string>[] = []
  sheet.eachRow((row) => {
    const cells = (row.values as unknown[]).slice(1).map((v) => (v == null ? '' : String(v)))
    if (header.length === 0) {
      if (cells.includes(headerTitle)) header = cells
      return
    }
    rows.push(Object.fromEntries(header.map((title, i) => [title, cells[i] ?? ''])))
  })
  return rows
}

async function sheetWith(rows: Record<string, string>[]): Promise<Buffer> {
  const book = new ExcelJS.Workbook()
  const sheet = book.addWorksheet('用户信息')
  const titles = ['登录账号', '真实姓名', '性别', '电子邮件', '手机号码', '工号']
  sheet.addRow(titles)
  for (const row of rows) sheet.addRow(titles.map((title) => row[title] ?? ''))
  return Buffer.from(await book.xlsx.writeBuffer())
}

async function openUsers(page: Page) {
  await page.getByRole('combobox', { name: '搜索菜单' }).fill('用户管理')
  await page.getByRole('option', { name: '系统管理 / 用户管理' }).click()
  await expect(page.getByRole('table', { name: '用户列表' })).toBeVisible()
}

async function importFile(page: Page, name: string, buffer: Buffer) {
  await page.getByRole('button', { name: '导入' }).click()
  const dialog = page.getByRole('dialog', { name: '导入EXCEL' })
  await dialog.locator('input[type=file]').setInputFiles({
    name,
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    buffer,
  })
  await dialog
    .getByRole('button', { name: /上传|导入/ })
    .last()
    .click()
  return dialog
}

async function exportShown(page: Page): Promise<{ download: Download; buffer: Buffer }> {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: '导出' }).click(),
  ])
  return { download, buffer: await readFile(await download.path()) }
}

const comparable = (rows: Record<string, string>[]) =>
  rows
    .map(({ 登录账号, 真实姓名, 性别, 电子邮件, 手机号码, 工号, 状态 }) => ({
      登录账号,
      真实姓名,
      性别,
      电子邮件,
      手机号码,
      工号,
      状态,
    }))
    .sort((a, b) => a.登录账号.localeCompare(b.登录账号))

async function search(page: Page, username: string) {
  await page
    .getByRole('form', { name: '查询条件' })
    .getByLabel(/用户账号/)
    .fill(username)
  await page.getByRole('button', { name: '查询', exact: true }).click()
}

test('an import with 3 bad rows saves the good ones and returns exactly the bad ones; export and re-import round-trips', async ({
  page,
  request,
  baseURL,
}) => {
  await logIn(page, 'admin', '123456')
  await expect(page).toHaveURL(/\/dashboard\/analysis$/)
  await openUsers(page)

  const upload = await sheetWith([
    { 登录账号: good[0], 真实姓名: '导入甲', 性别: '男', 手机号码: '13700000001', 工号: `W${stamp}1` },
    { 登录账号: '', 真实姓名: '缺账号' },
    { 登录账号: good[1], 真实姓名: '导入乙', 性别: '女', 电子邮件: `${stamp}@example.com` },
    { 登录账号: `xl_${stamp}_c`, 真实姓名: '坏手机', 手机号码: '12345' },
    { 登录账号: 'admin', 真实姓名: '重复账号' },
  ])
  const dialog = await importFile(page, 'users.xlsx', upload)
  const errorLink = dialog.getByRole('link', { name: '点击下载错误文件' })
  await expect(errorLink).toBeVisible()
  const href = await errorLink.getAttribute('href')
  const errorFile = await request.get(new URL(href!, baseURL).toString())
  expect(errorFile.ok()).toBe(true)
  const bad = await rowsOf(await errorFile.body())
  expect(bad.map((row) => row.真实姓名)).toEqual(['缺账号', '坏手机', '重复账号'])
  if (await dialog.isVisible())
    await dialog
      .getByRole('button', { name: /关闭|取消/ })
      .first()
      .click()

  await search(page, `xl_${stamp}*`)
  await expect(page.getByText('1-2 共2条')).toBeVisible()

  // Export what the list shows, delete it, import the export: the same users come back.
  const first = await exportShown(page)
  const exported = await rowsOf(first.buffer)
  expect(exported.map((row) => row.登录账号).sort()).toEqual([...good].sort())

  const admin = await apiSession(request, baseURL!, 'admin', '123456')
  const listed = await admin.get<{ records: { id: string }[] }>('/sys/user/list', {
    username: `xl_${stamp}*`,
  })
  expect(listed.result.records).toHaveLength(2)
  const ids = listed.result.records.map((user) => user.id).join(',')
  await admin.delete('/sys/user/deleteBatch', { ids })
  await admin.delete('/sys/user/deleteRecycleBin', { userIds: ids })
  await search(page, `xl_${stamp}*`)
  await expect(page.getByText('0-0 共0条')).toBeVisible()

  await importFile(page, first.download.suggestedFilename(), first.buffer)
  await expect(page.getByRole('dialog', { name: '导入EXCEL' })).toBeHidden()
  await search(page, `xl_${stamp}*`)
  await expect(page.getByText('1-2 共2条')).toBeVisible()
  expect(comparable(await rowsOf((await exportShown(page)).buffer))).toEqual(comparable(exported))
})

async function openQuestionPieces(page: Page) {
  await page.getByRole('combobox', { name: '搜索菜单' }).fill('问题件列表')
  await page.getByRole('option', { name: '问题件 / 问题件列表' }).click()
  await expect(page.getByRole('table', { name: '问题件列表' })).toBeVisible()
}

async function searchWaybill(page: Page, waybillNo: string) {
  await page
    .getByRole('form', { name: '查询条件' })
    .getByLabel(/运单号/)
    .fill(waybillNo)
  await page.getByRole('button', { name: '查询', exact: true }).click()
}

test('the 问题件 list exports what it shows and imports the export back unchanged, files included', async ({
  page,
  request,
  baseURL,
}) => {
  const admin = await apiSession(request, baseURL!, 'admin', '123456')
  const photo = await admin.upload(
    { name: 'dent.png', mimeType: 'image/png', buffer: solidPng([200, 40, 40]) },
    'question',
  )
  const report = await admin.upload(
    { name: 'report.pdf', mimeType: 'application/pdf', buffer: tinyPdf('Damage report') },
    'question',
  )
  const prefix = `XQ${stamp}`
  await admin.post('/question/questionPiece/add', {
    waybillNo: `${prefix}-1`,
    questionType: '1',
    status: '1',
    description: '外箱破损',
    images: photo,
    attachments: report,
  })
  await admin.post('/question/questionPiece/add', { waybillNo: `${prefix}-2`, questionType: '3' })

  // 导出 needs question:piece:list and 导入 question:piece:add, which the operations role has.
  await logIn(page, 'zhangwei', '123456')
  await openQuestionPieces(page)
  await searchWaybill(page, `${prefix}*`)
  await expect(page.getByText('1-2 共2条')).toBeVisible()

  const first = await exportShown(page)
  expect(first.download.suggestedFilename()).toBe('问题件列表.xlsx')
  const exported = await rowsOf(first.buffer, '运单号')
  const byWaybill = (rows: Record<string, string>[]) =>
    [...rows].sort((a, b) => a.运单号.localeCompare(b.运单号))
  expect(byWaybill(exported)).toEqual([
    {
      运单号: `${prefix}-1`,
      问题类型: '破损',
      处理状态: '处理中',
      问题描述: '外箱破损',
      问题图片: photo,
      附件: report,
      处理方式: '',
    },
    {
      运单号: `${prefix}-2`,
      问题类型: '少件',
      处理状态: '待处理',
      问题描述: '',
      问题图片: '',
      附件: '',
      处理方式: '',
    },
  ])

  const listed = await admin.get<{ records: { id: string }[] }>('/question/questionPiece/list', {
    waybillNo: `${prefix}*`,
  })
  await admin.delete('/question/questionPiece/deleteBatch', {
    ids: listed.result.records.map((piece) => piece.id).join(','),
  })
  await searchWaybill(page, `${prefix}*`)
  await expect(page.getByText('0-0 共0条')).toBeVisible()

  await importFile(page, first.download.suggestedFilename(), first.buffer)
  await expect(page.getByRole('dialog', { name: '导入EXCEL' })).toBeHidden()
  await searchWaybill(page, `${prefix}*`)
  await expect(page.getByText('1-2 共2条')).toBeVisible()
  await expect(page.getByRole('img', { name: `${prefix}-1 封面图` })).toBeVisible()
  expect(byWaybill(await rowsOf((await exportShown(page)).buffer, '运单号'))).toEqual(byWaybill(exported))
})
