import { and, eq } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { logisticsOrder, logisticsParcel } from '../../db/schema'
import { badRequest, conflict } from '../../http/envelope'
import type { RowCells } from '../excel/sheet.types'
import { trackingRefusal } from '../logistics/tracking-rule'
import { checkOrder, isUniqueViolation, loadChannels, RowProblem, writeOrder } from '../shopee/import-orders'

/** An order as the partner API takes it (the fields of a Shopee export row, items as a list). */
export interface PushedOrder {
  orderNo: string
  platform?: string
  trackingNo: string
  country: string
  channelCode?: string
  shippingOption?: string
  weight?: string
  orderTime?: string
  receiver: {
    name: string
    phone?: string
    address: string
    town?: string
    district?: string
    city?: string
    state?: string
    postcode?: string
  }
  items: {
    name: string
    variation?: string
    sku?: string
    quantity: string
    price: string
    hsCode?: string
  }[]
}

export interface PushResult {
  orderNo: string
  trackingNo: string
  /** false: the order was pushed before; nothing was written. */
  created: boolean
}

/** The order as the rows of a Shopee export, so it goes through the import's own checks. */
function asRows(order: PushedOrder): { row: number; cells: RowCells }[] {
  const { receiver } = order
  return order.items.map((item, i) => ({
    row: i + 1,
    cells: {
      orderId: order.orderNo,
      trackingNo: order.trackingNo,
      country: order.country,
      shippingOption: order.shippingOption ?? '',
      parcelWeight: order.weight ?? '',
      orderTime: order.orderTime ?? '',
      receiverName: receiver.name,
      phone: receiver.phone ?? '',
      address: receiver.address,
      town: receiver.town ?? '',
      district: receiver.district ?? '',
      city: receiver.city ?? '',
      province: receiver.state ?? '',
      zipCode: receiver.postcode ?? '',
      productName: item.name,
      variationName: item.variation ?? '',
      sku: item.sku ?? '',
      quantity: String(item.quantity),
      dealPrice: String(item.price),
      hsCode: item.hsCode ?? '',
    },
  }))
}

async function pushedBefore(db: Db, customerId: number, platform: string, orderNo: string) {
  const [row] = await db
    .select({ trackingNo: logisticsParcel.trackingNo })
    .from(logisticsOrder)
    .innerJoin(logisticsParcel, eq(logisticsParcel.orderId, logisticsOrder.id))
    .where(
      and(
        eq(logisticsOrder.customerId, customerId),
        eq(logisticsOrder.platform, platform),
        eq(logisticsOrder.platformOrderNo, orderNo),
      ),
    )
  return row
}

/**
 * Creates the order and its parcel with the Shopee import's checks and writer, and the channel's tracking-number rule
 * (a 400 naming the number, the channel and the rule). Idempotent by the customer's order number: pushing it again
 * writes nothing and answers the parcel made the first time.
 */
export async function pushOrder(
  db: Db,
  customerId: number,
  order: PushedOrder,
  actor: string,
): Promise<PushResult> {
  const platform = order.platform ?? 'SHOPEE'
  const orderNo = order.orderNo.trim()
  const existing = await pushedBefore(db, customerId, platform, orderNo)
  if (existing) return { orderNo, trackingNo: existing.trackingNo, created: false }
  const channels = await loadChannels(db)
  if (order.channelCode && !channels.some((c) => c.code === order.channelCode))
    throw badRequest(`渠道「${order.channelCode}」不存在`)
  try {
    const checked = checkOrder(asRows({ ...order, orderNo }), channels, {
      customerId,
      channelCode: order.channelCode ?? null,
      actor,
    })
    // The number the parcel will be scanned by must be one its channel issues, as 入库扫描 checks.
    const refusal = trackingRefusal(checked.trackingNo, checked.channel)
    if (refusal) throw new RowProblem(refusal)
    await writeOrder(db, checked, { customerId, actor, platform })
    return { orderNo, trackingNo: checked.trackingNo, created: true }
  } catch (error) {
    if (error instanceof RowProblem) throw badRequest(error.message)
    if (!isUniqueViolation(error)) throw error
    // The same order pushed twice at once: the second lost the race on the unique index.
    const raced = await pushedBefore(db, customerId, platform, orderNo)
    if (raced) return { orderNo, trackingNo: raced.trackingNo, created: false }
    throw conflict('运单号已被其他包裹使用')
  }
}
