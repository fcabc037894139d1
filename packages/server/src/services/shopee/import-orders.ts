import { PARCEL_STATUS, sumDecimals, timesDecimal, weightProblem } from '@portico/contract'
import { and, eq, inArray } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { logisticsChannel, logisticsOrder, logisticsOrderItem, logisticsParcel } from '../../db/schema'
import { HttpError } from '../../http/envelope'
import { ImportFormatError, readEntityRows } from '../excel/import-reader'
import type { RowCells } from '../excel/sheet.types'
import { recordParcelEvents } from '../logistics/trajectory'
import { newId } from '../shared/ids'
import { SHOPEE_MARKETS, SHOPEE_SHEET } from './columns'

export interface ShopeeImportOptions {
  customerId: number
  /** The channel every order ships with; when absent, each order's Shipping Option names the channel. */
  channelCode?: string | null
  actor: string
  /** When the orders are written (default now). */
  at?: Date
  /** Dictionary ecommerce_platform (default SHOPEE); the partner API pushes other platforms' orders too. */
  platform?: string
}

export interface ShopeeRowError {
  row: number
  orderId: string
  message: string
}

export interface ShopeeImportReport {
  totalCount: number
  successCount: number
  errorCount: number
  orderCount: number
  errors: ShopeeRowError[]
}

/** Most data rows one file may hold. */
export const SHOPEE_MAX_ROWS = 5000

export interface ChannelInfo {
  code: string
  name: string
  status: string
  trackingFormat: string
  trackingPrefix: string | null
  trackingPattern: string | null
  destinationCountries: string
}

/** Why an order is refused; its message is the one the import and the partner API answer. */
export class RowProblem extends Error {}

const need = (cells: RowCells, field: string, title: string) => {
  const text = (cells[field] ?? '').trim()
  if (text === '') throw new RowProblem(`${title}不能为空`)
  return text
}

function orderTime(text: string): Date | null {
  if (!text) return null
  const date = new Date(text.includes('T') ? text : `${text.replace(' ', 'T')}+08:00`)
  if (Number.isNaN(date.getTime())) throw new RowProblem(`Order Creation Date「${text}」不是日期`)
  return date
}

function pickChannel(channels: ChannelInfo[], options: ShopeeImportOptions, shippingOption: string) {
  if (options.channelCode) return channels.find((c) => c.code === options.channelCode)!
  const option = shippingOption.toUpperCase()
  const found = channels.find(
    (c) => option !== '' && (option.includes(c.code) || c.name.toUpperCase().includes(option)),
  )
  if (!found) throw new RowProblem(`配送方式「${shippingOption}」对应不到渠道，请在导入时选择渠道`)
  return found
}

/** One order of the file: its rows (one per item) checked into the values to write. */
export function checkOrder(
  rows: { row: number; cells: RowCells }[],
  channels: ChannelInfo[],
  options: ShopeeImportOptions,
) {
  const first = rows[0]!.cells
  const orderId = need(first, 'orderId', 'Order ID')
  const trackingNo = need(first, 'trackingNo', 'Tracking Number*').toUpperCase()
  if (!/^[A-Z0-9-]{6,40}$/.test(trackingNo)) throw new RowProblem(`运单号「${trackingNo}」格式不正确`)
  if (rows.some((r) => (r.cells.trackingNo ?? '').trim().toUpperCase() !== trackingNo))
    throw new RowProblem('同一订单的各行运单号不一致')
  const market = SHOPEE_MARKETS[need(first, 'country', 'Country').toUpperCase()]
  if (!market) throw new RowProblem(`Country「${first.country}」不是Shopee站点`)
  const channel = pickChannel(channels, options, (first.shippingOption ?? '').trim())
  if (channel.status !== '1') throw new RowProblem(`渠道 ${channel.code} 已停用`)
  if (!channel.destinationCountries.split(',').includes(market.country))
    throw new RowProblem(`渠道 ${channel.code} 不寄往 ${market.country}`)
  const weight = (first.parcelWeight ?? '').trim()
  if (weight !== '') {
    const problem = weightProblem(weight, '1000')
    if (problem) throw new RowProblem(`Parcel Weight：${problem}`)
  }
  const items = rows.map(({ cells }, i) => {
    const quantity = need(cells, 'quantity', 'Quantity')
    if (!/^[1-9]\d{0,5}$/.test(quantity)) throw new RowProblem('Quantity须为正整数')
    const price = need(cells, 'dealPrice', 'Deal Price').replaceAll(',', '')
    if (!/^\d+(\.\d{1,2})?$/.test(price)) throw new RowProblem(`Deal Price「${price}」须为最多2位小数的金额`)
    const name = need(cells, 'productName', 'Product Name')
    const variation = (cells.variationName ?? '').trim()
    const fullName = (variation ? `${name} (${variation})` : name).slice(0, 200)
    const hsCode = (cells.hsCode ?? '').trim()
    if (hsCode !== '' && !/^\d{6,10}$/.test(hsCode))
      throw new RowProblem(`HS Code「${hsCode}」须为6-10位数字`)
    return {
      nameCn: fullName,
      nameEn: fullName,
      quantity: Number(quantity),
      unitValue: timesDecimal(price, 1),
      sku: (cells.sku ?? '').trim().slice(0, 64) || null,
      hsCode: hsCode || null,
      orderNum: i + 1,
    }
  })
  const address = [first.address, first.town, first.district].map((p) => (p ?? '').trim()).filter(Boolean)
  return {
    orderId: orderId.slice(0, 64),
    trackingNo,
    channel,
    market,
    weight: weight === '' ? null : timesDecimal(weight, 1, 3),
    items,
    declaredValue: sumDecimals(
      items.map((item) => timesDecimal(item.unitValue, item.quantity)),
      2,
    ),
    buyerName: need(first, 'receiverName', 'Receiver Name').slice(0, 100),
    buyerPhone: (first.phone ?? '').trim().slice(0, 40) || null,
    buyerAddress: address.join(', ').slice(0, 300),
    buyerState: (first.province ?? '').trim().slice(0, 100) || null,
    buyerCity: (first.city ?? '').trim().slice(0, 100) || null,
    buyerPostcode: (first.zipCode ?? '').trim().slice(0, 20) || null,
    orderTime: orderTime((first.orderTime ?? '').trim()),
  }
}

type CheckedOrder = ReturnType<typeof checkOrder>

/** Writes a checked order, its items and its parcel (ORDER_CREATED) in one transaction. */
export async function writeOrder(db: Db, order: CheckedOrder, options: ShopeeImportOptions): Promise<void> {
  const platform = options.platform ?? 'SHOPEE'
  await db.transaction(async (tx) => {
    const now = options.at ?? new Date()
    const orderId = newId()
    await tx.insert(logisticsOrder).values({
      id: orderId,
      platformOrderNo: order.orderId,
      platform,
      customerId: options.customerId,
      channelCode: order.channel.code,
      buyerName: order.buyerName,
      buyerPhone: order.buyerPhone,
      buyerCountry: order.market.country,
      buyerState: order.buyerState,
      buyerCity: order.buyerCity,
      buyerAddress: order.buyerAddress,
      buyerPostcode: order.buyerPostcode,
      declaredValue: order.declaredValue,
      currency: order.market.currency,
      declaredWeight: order.weight,
      orderTime: order.orderTime,
      createBy: options.actor,
      createTime: now,
    })
    await tx.insert(logisticsOrderItem).values(order.items.map((item) => ({ id: newId(), orderId, ...item })))
    const parcel = { id: newId(), trackingNo: order.trackingNo }
    await tx.insert(logisticsParcel).values({
      ...parcel,
      orderId,
      customerId: options.customerId,
      channelCode: order.channel.code,
      destinationCountry: order.market.country,
      status: PARCEL_STATUS.ordered,
      platformTrackingNo: order.trackingNo,
      createBy: options.actor,
      createTime: now,
    })
    await recordParcelEvents(tx, [parcel], 'ORDER_CREATED', {
      time: now,
      operator: options.actor,
      descriptionCn: `订单信息已提交（${platform === 'SHOPEE' ? 'Shopee' : platform} ${order.orderId}）`,
    })
  })
}

/** The channels orders may name, as checkOrder needs them. */
export function loadChannels(db: Db): Promise<ChannelInfo[]> {
  return db
    .select({
      code: logisticsChannel.code,
      name: logisticsChannel.name,
      status: logisticsChannel.status,
      trackingFormat: logisticsChannel.trackingFormat,
      trackingPrefix: logisticsChannel.trackingPrefix,
      trackingPattern: logisticsChannel.trackingPattern,
      destinationCountries: logisticsChannel.destinationCountries,
    })
    .from(logisticsChannel)
}

/**
 * Imports a Shopee order export: rows grouped by Order ID (one row per item) become an order, its items and one
 * parcel (ORDER_CREATED). Each order is written in its own transaction; an order with a bad row, an Order ID already
 * imported for the customer or a tracking number already in use is refused with its rows' numbers and reason.
 */
export async function importShopeeOrders(
  db: Db,
  data: Buffer,
  options: ShopeeImportOptions,
): Promise<ShopeeImportReport> {
  const groups = new Map<string, { row: number; cells: RowCells }[]>()
  const errors: ShopeeRowError[] = []
  let totalCount = 0
  for await (const { rowNumber, cells } of readEntityRows(data, SHOPEE_SHEET)) {
    totalCount++
    if (totalCount > SHOPEE_MAX_ROWS) throw new ImportFormatError(`一次最多导入${SHOPEE_MAX_ROWS}行`)
    const orderId = (cells.orderId ?? '').trim()
    if (orderId === '') {
      errors.push({ row: rowNumber, orderId: '', message: 'Order ID不能为空' })
      continue
    }
    groups.set(orderId, [...(groups.get(orderId) ?? []), { row: rowNumber, cells }])
  }
  const channels = await loadChannels(db)
  if (options.channelCode && !channels.some((c) => c.code === options.channelCode))
    throw new HttpError(400, `渠道「${options.channelCode}」不存在`)
  const existing = new Set(
    groups.size === 0
      ? []
      : (
          await db
            .select({ no: logisticsOrder.platformOrderNo })
            .from(logisticsOrder)
            .where(
              and(
                eq(logisticsOrder.customerId, options.customerId),
                eq(logisticsOrder.platform, 'SHOPEE'),
                inArray(logisticsOrder.platformOrderNo, [...groups.keys()]),
              ),
            )
        ).map((row) => row.no),
  )
  let successCount = 0
  let orderCount = 0
  const refuse = (rows: { row: number }[], orderId: string, message: string) => {
    for (const { row } of rows) errors.push({ row, orderId, message })
  }
  for (const [orderId, rows] of groups) {
    if (existing.has(orderId)) {
      refuse(rows, orderId, `订单 ${orderId} 已导入过（重复）`)
      continue
    }
    try {
      const order = checkOrder(rows, channels, options)
      await writeOrder(db, order, options)
      successCount += rows.length
      orderCount++
    } catch (error) {
      if (error instanceof RowProblem) refuse(rows, orderId, error.message)
      else if (isUniqueViolation(error)) refuse(rows, orderId, uniqueMessage(error, orderId))
      else throw error
    }
  }
  errors.sort((a, b) => a.row - b.row)
  return { totalCount, successCount, errorCount: errors.length, orderCount, errors }
}

export const isUniqueViolation = (error: unknown): boolean => {
  const cause = (error as { cause?: { code?: string }; code?: string }) ?? {}
  return cause.code === '23505' || cause.cause?.code === '23505'
}
const uniqueMessage = (error: unknown, orderId: string) =>
  String((error as Error).message).includes('tracking_no') ||
  String((error as { cause?: Error }).cause?.message).includes('tracking_no')
    ? '运单号已被其他包裹使用'
    : `订单 ${orderId} 已导入过（重复）`
