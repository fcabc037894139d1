// biome-ignore-all lint/suspicious/noTemplateCurlyInString: ${name} placeholders are what the page edits
import { expect, test } from '@playwright/test'
import { logIn } from './support/session'

test('消息模板: live preview with the sample values, unknown placeholders refused, then saved', async ({
  page,
}) => {
  await logIn(page, 'zhangwei', '123456')
  await page.goto('/recruit-app/message/template')
  await page.getByRole('button', { name: '新增' }).click()
  const dialog = page.getByRole('dialog', { name: '新增消息模板' })
  const code = `arrived_${Date.now().toString(36)}`
  await dialog.getByRole('textbox', { name: '模板标题' }).fill('到件通知')
  await dialog.getByRole('textbox', { name: '模板编码' }).fill(code)
  await dialog.getByRole('combobox', { name: '模板类型' }).click()
  await page.getByRole('option', { name: '邮件' }).click()
  await dialog.getByRole('textbox', { name: /模板内容/ }).fill('${name}您好，包裹 ${waybillNo} 已到达。')
  const preview = dialog.getByRole('region', { name: '预览' })
  await expect(preview).toContainText('缺少占位符的值：${name}、${waybillNo}')

  await dialog.getByRole('textbox', { name: /示例值/ }).fill('{"name":"张三"}')
  await expect(preview).toContainText('缺少占位符的值：${waybillNo}')
  await dialog.getByRole('button', { name: '确定' }).click()
  await expect(dialog.getByText('未知占位符：${waybillNo}（请在示例值中为它们给出值）')).toBeVisible()

  await dialog.getByRole('textbox', { name: /示例值/ }).fill('{"name":"张三","waybillNo":"SF1001"}')
  await expect(preview).toContainText('张三您好，包裹 SF1001 已到达。')
  await dialog.getByRole('button', { name: '确定' }).click()
  await expect(dialog).toBeHidden()
  await expect(
    page.getByRole('table', { name: '消息模板列表' }).getByRole('row').filter({ hasText: code }),
  ).toContainText('邮件')
})
