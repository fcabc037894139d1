import { expect, type Page, test } from '@playwright/test'
import type { Page as ListPage, OnlineFormHead } from '@portico/contract'
import { apiSession, logIn } from './support/session'

const TABLE = 'onl_e2e_upkeep'

/** Opens 新增 or 编辑 of the design and fills one field row (its index from 1). */
async function fillField(page: Page, index: number, name: string, label: string, kind?: string) {
  const dialog = page.getByRole('dialog')
  await dialog.getByRole('textbox', { name: `第${index}个字段 字段名` }).fill(name)
  await dialog.getByRole('textbox', { name: `${name} 备注` }).fill(label)
  if (kind) {
    await dialog.getByRole('combobox', { name: `${name} 类型` }).click()
    await page.getByRole('option', { name: kind, exact: true }).click()
  }
}

async function synchronise(page: Page) {
  await page.getByRole('button', { name: `同步数据库 ${TABLE}` }).click()
  const dialog = page.getByRole('dialog', { name: `同步数据库 ${TABLE}` })
  await expect(dialog.getByRole('region', { name: 'DDL预览' })).toContainText(`"${TABLE}"`)
  await dialog.getByRole('button', { name: '同步数据库' }).click()
  await expect(dialog).toBeHidden()
}

test('在线表单: design a form with a dictionary, 同步数据库, add a row, export it, add a field, the row keeps its data', async ({
  page,
  request,
  baseURL,
}) => {
  await logIn(page, 'admin', '123456')
  await page.goto('/recruit-app/online/cgform')
  await page.getByRole('button', { name: '新增' }).click()
  const dialog = page.getByRole('dialog')
  await dialog.getByRole('textbox', { name: '表名' }).fill(TABLE)
  await dialog.getByRole('textbox', { name: '表描述' }).fill('车辆保养记录')
  await fillField(page, 1, 'car_no', '车牌号')
  await dialog.getByRole('checkbox', { name: 'car_no 必填' }).check()
  await dialog.getByRole('button', { name: '添加字段' }).click()
  await fillField(page, 2, 'cost', '费用', '金额')
  await dialog.getByRole('button', { name: '添加字段' }).click()
  await fillField(page, 3, 'upkeep_type', '保养类型', '字典')
  await dialog.getByRole('textbox', { name: 'upkeep_type 字典编码' }).fill('upkeep_type')
  await dialog.getByRole('button', { name: '确定' }).click()
  await expect(page.getByRole('row', { name: new RegExp(TABLE) })).toContainText('未同步')
  await synchronise(page)
  await expect(page.getByRole('row', { name: new RegExp(TABLE) })).toContainText('已同步')

  // Its menu entry and buttons are the administrator's: the next page load brings them.
  const api = await apiSession(request, baseURL!, 'admin', '123456')
  const heads = await api.get<ListPage<OnlineFormHead>>('/online/cgform/head/list', { tableName: TABLE })
  const formUrl = `/recruit-app/online/cgformList/${heads.result.records[0].id}`
  await page.goto(formUrl)
  await page.getByRole('button', { name: '新增' }).click()
  await page.getByRole('dialog').getByRole('textbox', { name: '车牌号' }).fill('沪A12345')
  await page.getByRole('dialog').getByRole('textbox', { name: '费用' }).fill('1234.50')
  await page.getByRole('dialog').getByRole('combobox', { name: '保养类型' }).click()
  await page.getByRole('option', { name: '年检' }).click()
  await page.getByRole('dialog').getByRole('button', { name: '确定' }).click()
  await expect(page.getByRole('row', { name: /沪A12345/ })).toContainText('1234.50')
  await expect(page.getByRole('row', { name: /沪A12345/ })).toContainText('年检')

  // 导出: the form's rows as the .xlsx the declared resources' Excel service writes.
  const download = page.waitForEvent('download')
  await page.getByRole('button', { name: '导出' }).click()
  expect((await download).suggestedFilename()).toMatch(/^车辆保养记录列表.*\.xlsx$/)

  // Reopen the design, add a field, synchronise: the row keeps its values and shows the new column.
  await page.goto('/recruit-app/online/cgform')
  await page.getByRole('button', { name: `编辑 ${TABLE}` }).click()
  await page.getByRole('dialog').getByRole('button', { name: '添加字段' }).click()
  await fillField(page, 4, 'shop', '保养门店')
  await page.getByRole('dialog').getByRole('button', { name: '确定' }).click()
  await expect(page.getByRole('row', { name: new RegExp(TABLE) })).toContainText('未同步')
  await synchronise(page)
  await page.goto(formUrl)
  await expect(page.getByRole('columnheader', { name: '保养门店' })).toBeVisible()
  await expect(page.getByRole('row', { name: /沪A12345/ })).toContainText('1234.50')
  await expect(page.getByRole('row', { name: /沪A12345/ })).toContainText('年检')
})
