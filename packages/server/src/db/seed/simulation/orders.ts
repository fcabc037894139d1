import Decimal from 'decimal.js'
import { formatDateTime } from '../../../services/shared/dates'
import { SHOPEE_SHEET } from '../../../services/shopee/columns'
import { importShopeeOrders } from '../../../services/shopee/import-orders'
import type { Db } from '../../client'
import { GOODS } from '../ops-demo-data'
import type { SimDay } from './clock'
import type { Draws } from './random'
import { workbook } from './workbook'

interface Market {
  country: string
  channelCode: string
  /** Deal prices are in the market's currency: USD goods values times this. */
  perUsd: string
  cities: { city: string; province: string; zip: string; streets: string[] }[]
  buyers: string[]
  trackingNo: (serial: number) => string
}

export const MARKETS: Record<string, Market> = {
  TW: {
    country: 'TW',
    channelCode: 'SLS-TW-AIR',
    perUsd: '31.5',
    cities: [
      {
        city: '台北市',
        province: '台灣',
        zip: '110',
        streets: ['信義區松仁路100號', '大安區忠孝東路四段181號'],
      },
      { city: '新北市', province: '台灣', zip: '220', streets: ['板橋區文化路一段25號', '新莊區中正路88號'] },
      {
        city: '台中市',
        province: '台灣',
        zip: '403',
        streets: ['西區台灣大道二段2號', '北屯區崇德路三段9號'],
      },
    ],
    buyers: ['陳怡君', '林志豪', '黃淑芬', '張家瑋', '李雅婷', '王俊傑', '吳佩珊', '劉冠廷'],
    trackingNo: (serial) => `TW${String(400_000_000_000 + serial).padStart(12, '0')}`,
  },
  MY: {
    country: 'MY',
    channelCode: 'LEX-MY',
    perUsd: '4.45',
    cities: [
      {
        city: 'Kuala Lumpur',
        province: 'Wilayah Persekutuan',
        zip: '50200',
        streets: ['12 Jalan Bukit Bintang'],
      },
      {
        city: 'Petaling Jaya',
        province: 'Selangor',
        zip: '46000',
        streets: ['5 Jalan SS2/24', '18 Jalan 14/1'],
      },
      { city: 'Johor Bahru', province: 'Johor', zip: '80000', streets: ['27 Jalan Wong Ah Fook'] },
    ],
    buyers: ['Nurul Aisyah', 'Tan Wei Ming', 'Muhammad Hafiz', 'Lim Mei Ling', 'Siti Nur Amira', 'Raj Kumar'],
    trackingNo: (serial) => `MYLEX${String(5_000_000_000 + serial).padStart(10, '0')}`,
  },
}

/** Who orders what: each demo customer's user and the Shopee markets it sells in. */
export const SIM_CUSTOMERS = [
  { customerId: 1001, username: 'yunfan', markets: ['TW'] },
  { customerId: 1002, username: 'qihang', markets: ['MY'] },
  { customerId: 1003, username: 'nanshayx', markets: ['TW', 'MY'] },
] as const

/** The business's running counters (tracking-number serials, order numbers). */
export interface Counters {
  serial: number
}

/** One customer's Shopee export of the morning: `count` orders of 1–2 goods lines each. */
function shopeeRows(
  draws: Draws,
  day: SimDay,
  customerId: number,
  markets: readonly string[],
  count: number,
  counters: Counters,
) {
  const rows: string[][] = []
  const columns = SHOPEE_SHEET.columns.map((c) => c.field)
  for (let n = 0; n < count; n++) {
    const market = MARKETS[draws.pick(markets)]!
    const place = draws.pick(market.cities)
    counters.serial++
    const orderId = `${day.date.slice(2).replaceAll('-', '')}${customerId}${String(counters.serial).padStart(6, '0')}`
    const lines = draws.chance(0.35) ? 2 : 1
    const created = formatDateTime(day.at(draws.int(0, 7) + draws.int(0, 59) / 60))!
    for (let line = 0; line < lines; line++) {
      const goods = draws.pick(GOODS)
      const cells: Record<string, string> = {
        orderId,
        trackingNo: market.trackingNo(counters.serial),
        shippingOption: market.channelCode,
        receiverName: draws.pick(market.buyers),
        phone: `09${draws.int(10_000_000, 99_999_999)}`,
        address: draws.pick(place.streets),
        city: place.city,
        province: place.province,
        country: market.country,
        zipCode: place.zip,
        productName: goods.en,
        variationName: goods.cn,
        sku: `SKU-${goods.hs.slice(0, 4)}`,
        quantity: String(draws.int(1, 3)),
        dealPrice: new Decimal(goods.value).times(market.perUsd).toFixed(2),
        parcelWeight: goods.kg,
        orderTime: created,
        hsCode: goods.hs,
      }
      rows.push(columns.map((field) => cells[field] ?? ''))
    }
  }
  return rows
}

/** 08:00–09:00: each customer uploads its Shopee orders of the day (1–4 orders each, 0–2 at weekends). */
export async function placeOrders(db: Db, draws: Draws, day: SimDay, counters: Counters): Promise<void> {
  const header = SHOPEE_SHEET.columns.map((c) => c.title)
  const weekend = [0, 6].includes(new Date(`${day.date}T12:00:00Z`).getUTCDay())
  for (const [index, customer] of SIM_CUSTOMERS.entries()) {
    const count = draws.int(weekend ? 0 : 1, weekend ? 2 : 4)
    if (count === 0) continue
    const rows = shopeeRows(draws, day, customer.customerId, customer.markets, count, counters)
    const data = await workbook('orders', header, rows)
    const report = await importShopeeOrders(db, data, {
      customerId: customer.customerId,
      actor: customer.username,
      at: day.at(8 + index * 0.3),
    })
    if (report.errorCount) throw new Error(`simulated Shopee import refused: ${report.errors[0]?.message}`)
  }
}
