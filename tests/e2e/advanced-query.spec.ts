import { expect, type Page, test } from '@playwright/test'
import { logIn } from './support/session'

async function openUsers(page: Page) {
  await page.getByRole('combobox', { name: '搜索菜单' }).fill('用户管理')
  await page.getByRole('option', { name: '系统管理 / 用户管理' }).click()
  await expect(page.getByRole('table', { name: '用户列表' })).toBeVisible()
}

test('the advanced query filters the user list on the server, with and/or, and is cleared', async ({
  page,
}) => {
  await logIn(page, 'admin', '123456')
  await expect(page).toHaveURL(/\/dashboard\/analysis$/)
  await openUsers(page)
  const total = await page.getByText(/^1-\d+ 共\d+条$/).textContent()

  await page.getByRole('button', { name: '高级查询' }).click()
  const dialog = page.getByRole('dialog', { name: '高级查询构造器' })
  await dialog.getByRole('button', { name: '查询', exact: true }).click()
  await expect(dialog.getByText('不能查询空条件')).toBeVisible()

  await dialog.getByRole('combobox', { name: '字段 1' }).selectOption('用户账号')
  await dialog.getByRole('combobox', { name: '规则 1' }).selectOption('包含')
  await dialog.getByLabel('值 1').fill('zhang')
  await dialog.getByRole('button', { name: '查询', exact: true }).click()
  await expect(dialog).toBeHidden()
  await expect(page.getByText('1-1 共1条')).toBeVisible()
  await expect(page.getByRole('row').filter({ hasText: 'zhangwei' })).toBeVisible()
  await expect(page.getByRole('button', { name: '高级查询' })).toHaveAccessibleDescription(
    '已有高级查询条件生效',
  )

  // Two exact usernames: nothing matches both, one or the other matches two.
  await page.getByRole('button', { name: '高级查询' }).click()
  await dialog.getByRole('combobox', { name: '规则 1' }).selectOption('等于')
  await dialog.getByLabel('值 1').fill('zhangwei')
  await dialog.getByRole('button', { name: '新增条件 1' }).click()
  await dialog.getByRole('combobox', { name: '字段 2' }).selectOption('用户账号')
  await dialog.getByLabel('值 2').fill('lina')
  await dialog.getByRole('button', { name: '查询', exact: true }).click()
  await expect(page.getByText('0-0 共0条')).toBeVisible()
  await page.getByRole('button', { name: '高级查询' }).click()
  await dialog.getByRole('combobox', { name: '过滤条件匹配' }).selectOption('OR（条件中的任意一个匹配）')
  await dialog.getByRole('button', { name: '查询', exact: true }).click()
  await expect(page.getByText('1-2 共2条')).toBeVisible()

  await page.getByRole('button', { name: '清空' }).click()
  await expect(page.getByText(total!)).toBeVisible()
})

test('a saved advanced query follows the user to another browser', async ({ page, browser }) => {
  await logIn(page, 'admin', '123456')
  await openUsers(page)
  await page.getByRole('button', { name: '高级查询' }).click()
  const dialog = page.getByRole('dialog', { name: '高级查询构造器' })
  await dialog.getByRole('combobox', { name: '字段 1' }).selectOption('用户账号')
  await dialog.getByRole('combobox', { name: '规则 1' }).selectOption('包含')
  await dialog.getByLabel('值 1').fill('zhang')
  const name = `张姓账号${Date.now()}`
  await dialog.getByRole('button', { name: '保存查询条件' }).click()
  const prompt = page.getByRole('dialog', { name: '请输入保存的名称' })
  await prompt.getByRole('textbox', { name: '名称' }).fill(name)
  await prompt.getByRole('button', { name: '确定' }).click()
  await expect(dialog.getByText('保存成功')).toBeVisible()

  // A fresh browser profile: nothing in its storage, the query comes from the server.
  const other = await browser.newContext()
  try {
    const elsewhere = await other.newPage()
    await logIn(elsewhere, 'admin', '123456')
    await openUsers(elsewhere)
    await elsewhere.getByRole('button', { name: '高级查询' }).click()
    const again = elsewhere.getByRole('dialog', { name: '高级查询构造器' })
    await again.getByRole('region', { name: '保存的查询' }).getByRole('button', { name, exact: true }).click()
    await expect(again.getByLabel('值 1')).toHaveValue('zhang')
    await again.getByRole('button', { name: '查询', exact: true }).click()
    await expect(elsewhere.getByText('1-1 共1条')).toBeVisible()
  } finally {
    await other.close()
  }
})
