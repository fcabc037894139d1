import { expect, test } from '@playwright/test'
import { solidPng, tinyPdf } from './support/files'
import { apiSession, logIn } from './support/session'

test('文件列表 lists uploads, previews images and PDF, downloads, and refuses to delete a file in use', async ({
  page,
  request,
  baseURL,
}) => {
  const stamp = Date.now().toString(36)
  const ops = await apiSession(request, baseURL!, 'zhangwei', '123456')
  const photo = `photo-${stamp}.png`
  const report = `report-${stamp}.pdf`
  const photoPath = await ops.upload(
    { name: photo, mimeType: 'image/png', buffer: solidPng([200, 40, 40]) },
    'question',
  )
  await ops.upload({ name: report, mimeType: 'application/pdf', buffer: tinyPdf('Report') }, 'question')
  await ops.post('/question/questionPiece/add', {
    waybillNo: `OSS-${stamp}`,
    questionType: '1',
    images: photoPath,
  })

  await logIn(page, 'admin', '123456')
  await page.goto('/recruit-app/oss/file')
  const table = page.getByRole('table', { name: '文件列表' })
  const photoRow = table.getByRole('row').filter({ hasText: photo })
  await expect(photoRow).toContainText('question')
  await expect(photoRow).toContainText('zhangwei')

  await photoRow.getByRole('button', { name: `预览 ${photo}` }).click()
  const preview = page.getByRole('dialog', { name: photo })
  await expect(preview.getByRole('img', { name: photo })).toHaveJSProperty('complete', true)
  expect(
    await preview.getByRole('img', { name: photo }).evaluate((img: HTMLImageElement) => img.naturalWidth),
  ).toBe(16)
  await page.keyboard.press('Escape')

  const reportRow = table.getByRole('row').filter({ hasText: report })
  await reportRow.getByRole('button', { name: `预览 ${report}` }).click()
  await expect(page.getByRole('dialog', { name: report }).locator(`iframe[title="${report}"]`)).toBeVisible()
  await page.keyboard.press('Escape')

  const download = page.waitForEvent('download')
  await reportRow.getByRole('link', { name: `下载 ${report}` }).click()
  // The stored name (the upload's name and its timestamp), as /sys/common/static answers it.
  expect((await download).suggestedFilename()).toMatch(new RegExp(`^report-${stamp}_\\d+\\.pdf$`))

  // In use by the question piece: refused with the reason, the row stays.
  await photoRow.getByRole('button', { name: `删除 ${photo}` }).click()
  await page.getByRole('alertdialog').getByRole('button', { name: '确定' }).click()
  await expect(
    page.locator('.fui-ToastTitle', { hasText: `文件仍被问题件 OSS-${stamp}引用，不能删除` }),
  ).toBeVisible()
  await expect(photoRow).toBeVisible()

  await reportRow.getByRole('button', { name: `删除 ${report}` }).click()
  await page.getByRole('alertdialog').getByRole('button', { name: '确定' }).click()
  await expect(reportRow).toHaveCount(0)
})
