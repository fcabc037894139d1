import { expect, type Locator, type Page, test } from '@playwright/test'
import { solidPng, tinyPdf } from './support/files'
import { apiSession, logIn } from './support/session'
import { holdUploads, recordRequests } from './support/uploads'

const waybill = `SF${Date.now()}`
const red = { name: 'red.png', mimeType: 'image/png', buffer: solidPng([220, 30, 30]) }
const green = { name: 'green.png', mimeType: 'image/png', buffer: solidPng([30, 180, 60]) }
const blue = { name: 'blue.png', mimeType: 'image/png', buffer: solidPng([30, 60, 220]) }
const report = { name: 'damage-report.pdf', mimeType: 'application/pdf', buffer: tinyPdf('Damage report') }
const invoice = { name: 'invoice.pdf', mimeType: 'application/pdf', buffer: tinyPdf('Invoice') }

interface Piece {
  id: string
  waybillNo: string
  images: string | null
  attachments: string | null
}

async function openQuestionPieces(page: Page) {
  await page.getByRole('combobox', { name: '搜索菜单' }).fill('问题件列表')
  await page.getByRole('option', { name: '问题件 / 问题件列表' }).click()
  await expect(page.getByRole('table', { name: '问题件列表' })).toBeVisible()
}

/** Alt texts of the image uploader's thumbnails, in display order. */
const thumbnails = (dialog: Locator) =>
  dialog
    .getByRole('list', { name: '已上传图片' })
    .getByRole('img')
    .evaluateAll((images) => images.map((image) => image.getAttribute('alt')))

/** Names of the file uploader's files (each row also has an unnamed download button link). */
const attachmentNames = async (dialog: Locator) =>
  (await dialog.getByRole('list', { name: '已上传文件' }).getByRole('link').allTextContents()).filter(Boolean)

test('a question piece keeps an image and a PDF through reorder, removal, save and reload, byte for byte', async ({
  page,
  request,
  baseURL,
}) => {
  await logIn(page, 'zhangwei', '123456')
  await openQuestionPieces(page)

  await page.getByRole('button', { name: '登记', exact: true }).click()
  const dialog = page.getByRole('dialog', { name: '登记问题件' })
  await expect(dialog).toBeVisible()
  await dialog.getByLabel(/运单号/).fill(waybill)
  await dialog.getByRole('combobox', { name: /问题类型/ }).click()
  await page.getByRole('option', { name: '破损' }).click()
  await dialog.getByLabel(/问题描述/).fill('外箱破损，内件受潮')

  // Three photos and two documents, uploaded to the real server.
  await dialog
    .getByRole('group', { name: '问题图片' })
    .locator('input[type=file]')
    .setInputFiles([red, green, blue])
  await expect
    .poll(() => thumbnails(dialog))
    .toEqual(['red.png 缩略图', 'green.png 缩略图', 'blue.png 缩略图'])
  await dialog
    .getByRole('group', { name: '附件' })
    .locator('input[type=file]')
    .setInputFiles([report, invoice])
  await expect.poll(() => attachmentNames(dialog)).toEqual(['damage-report.pdf', 'invoice.pdf'])

  // Reorder: blue one step left; the first cannot move further left.
  await dialog.getByRole('button', { name: '左移 blue.png' }).click()
  await expect
    .poll(() => thumbnails(dialog))
    .toEqual(['red.png 缩略图', 'blue.png 缩略图', 'green.png 缩略图'])
  await dialog.getByRole('button', { name: '左移 red.png' }).click()
  await expect(page.locator('.fui-ToastTitle', { hasText: '未知的操作' }).first()).toBeVisible()
  await dialog.getByRole('button', { name: '右移 red.png' }).click()
  await expect
    .poll(() => thumbnails(dialog))
    .toEqual(['blue.png 缩略图', 'red.png 缩略图', 'green.png 缩略图'])

  // Remove one photo and one document.
  await dialog.getByRole('button', { name: '删除 green.png' }).click()
  await dialog.getByRole('button', { name: '删除 invoice.pdf' }).click()
  await expect.poll(() => thumbnails(dialog)).toEqual(['blue.png 缩略图', 'red.png 缩略图'])
  await expect.poll(() => attachmentNames(dialog)).toEqual(['damage-report.pdf'])

  await dialog.getByRole('button', { name: '确定' }).click()
  await expect(dialog).toBeHidden()
  const row = page.getByRole('row', { name: new RegExp(waybill) })
  await expect(row).toBeVisible()

  // After a reload the list and the edit form show the same files in the same order.
  await page.reload()
  await expect(page.getByRole('table', { name: '问题件列表' })).toBeVisible()
  await expect(row).toBeVisible()
  const cover = row.getByRole('img', { name: `${waybill} 封面图` })
  await expect(cover).toBeVisible()
  await expect.poll(() => cover.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(16)
  await expect(row.getByText('共2张')).toBeVisible()
  await expect(row.getByRole('link', { name: 'damage-report.pdf' })).toBeVisible()

  await row.getByRole('button', { name: `编辑 ${waybill}` }).click()
  const edit = page.getByRole('dialog', { name: '编辑问题件' })
  await expect(edit).toBeVisible()
  await expect.poll(() => thumbnails(edit)).toEqual(['blue.png 缩略图', 'red.png 缩略图'])
  await expect.poll(() => attachmentNames(edit)).toEqual(['damage-report.pdf'])
  // The thumbnails really load from the server.
  const widths = await edit
    .getByRole('list', { name: '已上传图片' })
    .getByRole('img')
    .evaluateAll((images) =>
      Promise.all((images as HTMLImageElement[]).map((img) => img.decode().then(() => img.naturalWidth))),
    )
  expect(widths).toEqual([16, 16])
  await edit.getByRole('button', { name: '关闭' }).click()

  // The stored paths come back byte for byte through /sys/common/static.
  const api = await apiSession(request, baseURL!, 'zhangwei', '123456')
  const list = await api.get<{ records: Piece[] }>('/question/questionPiece/list', { waybillNo: waybill })
  expect(list.result.records).toHaveLength(1)
  const saved = list.result.records[0]
  const images = saved.images!.split(',')
  expect(images).toHaveLength(2)
  expect(images[0]).toMatch(/^question\/blue_\d{13}\.png$/)
  expect(images[1]).toMatch(/^question\/red_\d{13}\.png$/)
  expect(saved.attachments).toMatch(/^question\/damage-report_\d{13}\.pdf$/)
  const bytes = async (path: string) => {
    const response = await request.get(`${baseURL}/jeecg-boot/sys/common/static/${path}`)
    expect(response.ok()).toBe(true)
    return response.body()
  }
  expect(await bytes(images[0])).toEqual(blue.buffer)
  expect(await bytes(images[1])).toEqual(red.buffer)
  expect(await bytes(saved.attachments!)).toEqual(report.buffer)
})

test('确定 waits while a document is still uploading, and the saved record holds the new file', async ({
  page,
  request,
  baseURL,
}) => {
  const slowWaybill = `YT${Date.now()}`
  const adds = recordRequests(page, '/question/questionPiece/add')
  await logIn(page, 'zhangwei', '123456')
  await openQuestionPieces(page)
  await page.getByRole('button', { name: '登记', exact: true }).click()
  const dialog = page.getByRole('dialog', { name: '登记问题件' })
  await dialog.getByLabel(/运单号/).fill(slowWaybill)
  await dialog.getByRole('combobox', { name: /问题类型/ }).click()
  await page.getByRole('option', { name: '破损' }).click()

  const uploads = await holdUploads(page)
  await dialog.getByRole('group', { name: '附件' }).locator('input[type=file]').setInputFiles([report])
  await expect.poll(uploads.held).toBe(1)
  const confirm = dialog.getByRole('button', { name: '确定' })
  await expect(dialog.getByText('文件上传中，请稍候')).toBeVisible()
  await expect(confirm).toBeDisabled()
  // A user pressing it anyway saves nothing yet (before the fix this saved the record without the file).
  await confirm.click({ force: true })
  await confirm.press('Enter')
  await expect(dialog).toBeVisible()
  expect(adds).toEqual([])

  uploads.release()
  await expect.poll(() => attachmentNames(dialog)).toEqual(['damage-report.pdf'])
  await expect(dialog.getByText('文件上传中，请稍候')).toBeHidden()
  await expect(confirm).toBeEnabled()
  await confirm.click()
  await expect(dialog).toBeHidden()
  expect(adds).toHaveLength(1)

  const api = await apiSession(request, baseURL!, 'zhangwei', '123456')
  const list = await api.get<{ records: Piece[] }>('/question/questionPiece/list', { waybillNo: slowWaybill })
  expect(list.result.records).toHaveLength(1)
  const saved = list.result.records[0]
  expect(saved.attachments).toMatch(/^question\/damage-report_\d{13}\.pdf$/)
  const file = await request.get(`${baseURL}/jeecg-boot/sys/common/static/${saved.attachments}`)
  expect(await file.body()).toEqual(report.buffer)
})
