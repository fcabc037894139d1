import { expect, type Locator, type Page, test } from '@playwright/test'
import ExcelJS from 'exceljs'
import { logIn } from './support/session'

/**
 * One parcel's journey through the operations screens, as the clerks work it: a Shopee import, the in-store scan
 * (the weight typed sets the billable weight), bag, outbound batch, customs declaration, the line-haul batch
 * departing, and its trajectory. Beside it, a parcel refused at in-store as overweight: its 问题件 stops the
 * out-store until handled. The tests share one signed-in page and run in order.
 */
test.describe.configure({ mode: 'serial' })

const stamp = String(Date.now()).slice(-9)
/** Shopee TW numbers (SLS-TW-AIR: TW + 12 digits). */
const A = `TW${stamp}001`
const B = `TW${stamp}002`
const CHANNEL = 'Shopee SLS 台湾 空运（SLS-TW-AIR）'
const journey = { bagNo: '', batchNo: '' }

let page: Page

test.beforeAll(async ({ browser }) => {
  page = await browser.newPage()
  await logIn(page, 'zhangwei', '123456')
})
test.afterAll(() => page.close())

/** Opens a screen from the menu search, as a user who knows its name does. */
async function open(path: string) {
  const title = path.split(' / ')[1]!
  await page.getByRole('combobox', { name: '搜索菜单' }).fill(title)
  await page.getByRole('option', { name: path }).click()
  await expect(page.getByRole('tab', { name: title, selected: true })).toBeVisible()
  await expect(
    page.getByRole('navigation', { name: '面包屑' }).getByRole('button', { name: title, disabled: true }),
  ).toBeVisible()
  // The shell shows the tab while the page's code loads; keys typed next go to the page, so wait for it.
  await expect(page.getByRole('status', { name: '页面加载中' })).toHaveCount(0)
}

/** The screens of other tabs stay mounted, hidden: look at what is shown only. */
const on = (...args: Parameters<Page['getByRole']>) => page.getByRole(...args).filter({ visible: true })
const onText = (...args: Parameters<Page['getByText']>) => page.getByText(...args).filter({ visible: true })
const toast = (text: string | RegExp) => page.locator('.fui-ToastTitle', { hasText: text }).first()

async function pick(combobox: Locator, option: string) {
  await combobox.click()
  await page.getByRole('option', { name: option }).click()
}

/** A Shopee seller-centre export: one row per order here, the columns the import reads. */
async function shopeeExport(): Promise<Buffer> {
  const book = new ExcelJS.Workbook()
  const sheet = book.addWorksheet('orders')
  sheet.addRow([
    'Order ID',
    'Tracking Number*',
    'Shipping Option',
    'Receiver Name',
    'Phone Number',
    'Delivery Address',
    'City',
    'Country',
    'Zip Code',
    'Product Name',
    'SKU Reference No.',
    'Quantity',
    'Deal Price',
    'Parcel Weight',
    'Order Creation Date',
  ])
  const row = (order: string, tracking: string, product: string, kg: string) =>
    sheet.addRow([
      order,
      tracking,
      '蝦皮店到店',
      '林小姐',
      '0912345678',
      '台北市信義區松仁路100號',
      '台北市',
      'TW',
      '110',
      product,
      'SKU-1',
      1,
      '399.00',
      kg,
      '2026-11-20 10:15',
    ])
  row(`26${stamp}A`, A, '藍牙耳機', '1.2')
  row(`26${stamp}B`, B, '不鏽鋼保溫杯 24入', '20')
  return Buffer.from(await book.xlsx.writeBuffer())
}

/** The in-store scan: weight (and sizes) typed, then the number scanned; focus stays in the scan box. */
async function weighIn(trackingNo: string, weight: string, sizes: string[] = []) {
  await on('textbox', { name: /重量/ }).fill(weight)
  for (const [label, value] of [
    ['长', sizes[0]],
    ['宽', sizes[1]],
    ['高', sizes[2]],
  ] as const)
    if (value) await on('textbox', { name: new RegExp(`^${label}`) }).fill(value)
  const box = on('textbox', { name: '扫描运单号' })
  await box.focus()
  await page.keyboard.type(trackingNo)
  await page.keyboard.press('Enter')
  await expect(box).toHaveValue('')
  await expect(box).toBeFocused()
}

/** The bag scan box: a scanner types the number and Enter; the answer is spoken in the box's status. */
async function bagScan(trackingNo: string, answer: string) {
  const box = on('textbox', { name: '扫描包裹装袋' })
  await expect(box).toBeFocused()
  await page.keyboard.type(trackingNo)
  await page.keyboard.press('Enter')
  await expect(on('status').filter({ hasText: trackingNo })).toHaveText(answer)
  await expect(box).toBeFocused()
}

async function openBag(): Promise<string> {
  await pick(on('combobox', { name: /渠道/ }), CHANNEL)
  await on('button', { name: '开袋', exact: true }).click()
  const heading = onText(/^当前袋 BG\d+$/)
  await expect(heading).toBeVisible()
  return (await heading.textContent())!.replace('当前袋 ', '')
}

test('a Shopee order is imported and weighed in: the weight typed sets its billable weight', async () => {
  await open('订单管理 / Shopee工具')
  await pick(on('combobox', { name: /客户/ }), '深圳市云帆跨境电商有限公司')
  await pick(on('combobox', { name: /渠道/ }), CHANNEL)
  await on('button', { name: '导入Shopee订单' }).click()
  const dialog = on('dialog', { name: '导入Shopee订单' })
  await dialog.getByTestId('import-input').setInputFiles({
    name: 'Order.all.xlsx',
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    buffer: await shopeeExport(),
  })
  await dialog.getByRole('button', { name: '开始上传' }).click()
  await expect(toast('文件导入成功！订单数：2，数据行数：2')).toBeVisible()
  await expect(dialog).toBeHidden()

  await open('站点任务 / 入库列表')
  await pick(on('combobox', { name: '入库站点' }), '深圳宝安分拣中心')
  // 1.23 kg, 20×15×10 cm (0.5 kg volumetric): billed on the weight, rounded up to the channel's 0.1 kg.
  await weighIn(A, '1.23', ['20', '15', '10'])
  const said = on('status').filter({ hasText: A })
  await expect(said).toHaveText(`${A}：入库成功：计费重 1.300kg`)
  // Over the channel's 20 kg: refused, a 问题件 raised, and said so.
  await weighIn(B, '21.5')
  await expect(on('status').filter({ hasText: B })).toHaveText(
    `${B}：超重：21.5kg 超过渠道 SLS-TW-AIR 限重 20kg`,
  )
  await expect(onText('本次扫描 2 件，成功 1 件，异常 1 件')).toBeVisible()
})

test('包裹信息 shows the weights; out-store bags the parcel, refuses the held one for its 问题件, dispatches the batch', async () => {
  await open('包裹管理 / 包裹信息')
  await on('textbox', { name: '运单号', exact: true }).fill(A)
  await on('button', { name: '查询', exact: true }).click()
  const row = on('table', { name: '包裹信息' }).getByRole('row', { name: new RegExp(A) })
  await expect(row).toContainText('已入库')
  await expect(row).toContainText('1.230')
  await expect(row).toContainText('1.300')

  await open('站点任务 / 新增出库')
  journey.bagNo = await openBag()
  await bagScan(B, `${B} 有未处理的问题件，处理后才能出库`)
  await bagScan(A, `${A} 已装袋（第 1 件）`)
  await on('textbox', { name: /袋重/ }).fill('1.4')
  await on('textbox', { name: /袋重/ }).press('Enter')
  await expect(toast(`袋 ${journey.bagNo} 已封袋`)).toBeVisible()

  await on('checkbox', { name: `选择袋 ${journey.bagNo}` }).check()
  await on('button', { name: '创建出库批次（1 袋）' }).click()
  const created = toast(/^出库批次 \S+ 已创建（1 袋，1 件）$/)
  await expect(created).toBeVisible()
  journey.batchNo = (await created.textContent())!.split(' ')[1]!
  await on('button', { name: `确认出库 ${journey.batchNo}` }).click()
  await expect(toast(`出库批次 ${journey.batchNo} 已确认出库`)).toBeVisible()
})

test('once its 问题件 is handled and it is weighed again, out-store takes the held parcel', async () => {
  await open('问题件 / 问题件扫描')
  await page.keyboard.type(B)
  await page.keyboard.press('Enter')
  await expect(onText('待处理问题件（1）')).toBeVisible()
  await expect(onText(/入库扫描：超重：21.5kg/)).toBeVisible()
  await pick(on('combobox', { name: '处理方式' }), '联系客户')
  await on('button', { name: '确认处理' }).click()
  await expect(on('status').filter({ hasText: '处理完成' })).toBeVisible()
  await expect(onText('待处理问题件（0）')).toBeVisible()

  // The seller repacked it into two: this one now weighs 18.2 kg.
  await open('站点任务 / 入库列表')
  await weighIn(B, '18.2')
  await expect(on('status').filter({ hasText: B })).toHaveText(`${B}：入库成功：计费重 18.200kg`)

  await open('站点任务 / 新增出库')
  await openBag()
  await bagScan(B, `${B} 已装袋（第 1 件）`)
})

test('the outbound batch is declared: the parcel’s declaration passes 三单对碰 and is submitted', async () => {
  await open('报关管理 / 报关数据批次')
  await on('button', { name: '生成报关批次' }).click()
  const create = on('dialog', { name: '生成报关批次' })
  await create.getByRole('checkbox', { name: new RegExp(journey.batchNo) }).check()
  await create.getByRole('button', { name: '生成（1个批次）' }).click()
  await expect(create).toBeHidden()

  await open('报关管理 / 电商报关单')
  await on('textbox', { name: '运单号', exact: true }).fill(A)
  await on('button', { name: '查询', exact: true }).click()
  await expect(on('table').getByRole('row', { name: new RegExp(A) })).toHaveCount(1)
  await on('checkbox', { name: '选择第 1 行' }).check()
  await on('button', { name: '三单对碰' }).click()
  const checked = on('dialog', { name: '三单对碰结果' })
  await expect(checked).toContainText('全部一致，可以申报')
  await checked.getByRole('button', { name: '知道了' }).click()
  await on('button', { name: '申报', exact: true }).click()
  await on('alertdialog').getByRole('button', { name: '确定' }).click()
  await expect(on('table').getByRole('row', { name: new RegExp(A) })).toContainText('已申报')
})

test('its line-haul batch is handed over and departs; 包裹轨迹 shows every step in order', async () => {
  await open('批次管理 / 供应商批次')
  await on('button', { name: '新建供应商批次' }).click()
  const leg = on('dialog', { name: '新建供应商批次' })
  await leg.getByRole('checkbox', { name: `选择出库批次 ${journey.batchNo}` }).check()
  const awb = `297-${stamp.slice(-8)}`
  for (const [label, value] of [
    [/提单号/, awb],
    [/承运商/, '中华航空 CI'],
    [/目的国/, 'TW'],
    [/起运港/, 'PVG'],
    [/目的港/, 'TPE'],
  ] as const)
    await leg.getByRole('textbox', { name: label }).fill(value)
  await leg.getByRole('button', { name: '创建' }).click()
  await expect(leg).toBeHidden()
  for (const [action, place] of [
    ['交接承运商', '上海浦东国际机场 PVG'],
    ['启运', 'PVG'],
  ]) {
    await on('row', { name: new RegExp(awb) })
      .getByRole('button', { name: action })
      .click()
    const step = on('dialog', { name: new RegExp(`^${action}`) })
    await step.getByRole('textbox', { name: '地点' }).fill(place!)
    await step.getByRole('button', { name: `确认${action}` }).click()
    await expect(step).toBeHidden()
  }

  await open('包裹管理 / 包裹轨迹')
  await on('textbox', { name: /运单号/ }).fill(A)
  await page.keyboard.press('Control+Enter')
  const steps = on('list', { name: '轨迹' }).getByRole('listitem')
  // Newest first, each step once.
  await expect(steps).toHaveText([
    /^航班\/船舶已启运/,
    /^已交接承运商/,
    /^出口报关已申报/,
    /^包裹已出库，等待交航/,
    new RegExp(`^包裹已装袋（袋号 ${journey.bagNo}）`),
    /^包裹已到达处理中心并完成入库/,
    /^订单信息已提交/,
  ])
})
