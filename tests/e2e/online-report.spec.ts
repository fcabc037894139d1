import { readFile } from 'node:fs/promises'
import { expect, type Page, test } from '@playwright/test'
import { sheetRows } from './support/billing'
import { apiSession, logIn } from './support/session'

const NAME = 'E2E问题件统计'
const WAYBILL = `E2ERPT${Date.now()}`
/** The pieces the test adds: two 破损, one 丢失. */
const PIECES = [
  { questionType: '1', text: '破损' },
  { questionType: '1', text: '破损' },
  { questionType: '2', text: '丢失' },
]

/** Picks `option` in the designer's dropdown named `name`. */
async function choose(page: Page, name: string, option: string) {
  await page.getByRole('dialog').getByRole('combobox', { name }).click()
  await page.getByRole('option', { name: option, exact: true }).click()
}

test('在线报表: design a report over 问题件 with a parameter and a chart, preview, open it, export it', async ({
  page,
  request,
  baseURL,
}) => {
  const api = await apiSession(request, baseURL!, 'admin', '123456')
  for (const [index, piece] of PIECES.entries())
    await api.post('/question/questionPiece/add', {
      waybillNo: `${WAYBILL}-${index}`,
      questionType: piece.questionType,
      description: 'e2e 在线报表',
    })
  // What the report must show for this test's pieces, counted here.
  const expected = new Map<string, number>()
  for (const piece of PIECES) expected.set(piece.text, (expected.get(piece.text) ?? 0) + 1)

  await logIn(page, 'admin', '123456')
  await page.goto('/recruit-app/online/cgreport')
  await page.getByRole('button', { name: '新增' }).click()
  const dialog = page.getByRole('dialog')
  await dialog.getByRole('textbox', { name: '报表编码' }).fill('e2e_question_stats')
  await dialog.getByRole('textbox', { name: '报表名称' }).fill(NAME)
  await choose(page, '数据源', '问题件')
  await dialog.getByRole('button', { name: '添加分组' }).click()
  await choose(page, '分组1字段', '问题类型')
  await dialog.getByRole('button', { name: '添加统计' }).click()
  await dialog.getByRole('textbox', { name: '列标题' }).fill('件数')
  await dialog.getByRole('button', { name: '添加查询条件' }).click()
  await choose(page, '条件1字段', '运单号')
  await choose(page, '图表', '柱状图')

  await dialog.getByRole('button', { name: '预览' }).click()
  const preview = dialog.getByRole('region', { name: '预览' })
  await expect(preview.getByRole('columnheader', { name: '件数' })).toBeVisible()
  await expect(preview.getByRole('row', { name: /破损/ })).toBeVisible()
  await expect(preview.getByRole('heading', { name: '预览图表' })).toBeVisible()

  await dialog.getByRole('button', { name: '保存' }).click()
  await expect(dialog).toBeHidden()
  await expect(page.getByRole('row', { name: new RegExp(NAME) })).toContainText('设计报表')

  // 打开: the report page with its parameter, its chart and 导出.
  await page.getByRole('button', { name: `打开 ${NAME}` }).click()
  await expect(page.getByRole('heading', { name: NAME, exact: true })).toBeVisible()
  await page.getByRole('textbox', { name: '运单号' }).fill(WAYBILL)
  await page.getByRole('button', { name: '查询' }).click()
  const table = page.getByRole('grid', { name: NAME }).or(page.getByRole('table', { name: NAME }))
  for (const [text, count] of expected)
    await expect(table.getByRole('row', { name: new RegExp(text) })).toContainText(String(count))
  await expect(table.getByRole('row')).toHaveCount(expected.size + 1)
  await expect(page.getByRole('heading', { name: `${NAME}图表` })).toBeVisible()

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: '导出' }).click(),
  ])
  expect(download.suggestedFilename()).toBe(`${NAME}.xlsx`)
  const rows = await sheetRows(await readFile(await download.path()))
  expect(rows).toEqual([...expected].map(([text, count]) => ({ 问题类型: text, 件数: String(count) })))
})
