import {
  billableWeight,
  PARCEL_EVENT_TYPES,
  PARCEL_STATUS,
  type ParcelEventCode,
  type ParcelStatus,
  s10Number,
  volumetricWeight,
} from '@portico/contract'
import Decimal from 'decimal.js'
import { seedId } from '../../services/shared/ids'
import type { logisticsOrder, logisticsOrderItem, logisticsParcel, parcelEvent } from '../schema'
import { DEMO_CUSTOMER_TENANTS } from './customer-tenants'
import { random } from './simulation/random'

export interface Destination {
  channel: string
  country: string
  zone: string
  city: string
  state: string
  platform: string
  buyers: string[]
  streets: string[]
  postcode: () => string
}

export const DESTINATIONS: Destination[] = [
  {
    channel: 'SLS-TW-AIR',
    country: 'TW',
    zone: 'Asia/Taipei',
    city: '台北市',
    state: '台湾',
    platform: 'SHOPEE',
    buyers: ['陳怡君', '林志豪', '黃淑芬', '張家瑋', '李雅婷', '王俊傑'],
    streets: ['信義區松仁路100號', '大安區忠孝東路四段181號', '中山區南京東路二段50號'],
    postcode: () => '110',
  },
  {
    channel: 'EUB-US',
    country: 'US',
    zone: 'America/Los_Angeles',
    city: 'Los Angeles',
    state: 'CA',
    platform: 'ALIEXPRESS',
    buyers: ['Emily Johnson', 'Michael Brown', 'Sarah Davis', 'James Wilson', 'Olivia Martinez'],
    streets: ['1234 Sunset Blvd', '88 Wilshire Ave Apt 5B', '402 Maple Street'],
    postcode: () => '90028',
  },
  {
    channel: 'EMS-JP',
    country: 'JP',
    zone: 'Asia/Tokyo',
    city: '東京都',
    state: '東京',
    platform: 'AMAZON',
    buyers: ['佐藤 健', '鈴木 美咲', '高橋 翔太', '田中 由美'],
    streets: ['渋谷区神南1-2-3', '新宿区西新宿2-8-1', '港区六本木6-10-1'],
    postcode: () => '150-0041',
  },
  {
    channel: 'LEX-MY',
    country: 'MY',
    zone: 'Asia/Kuala_Lumpur',
    city: 'Kuala Lumpur',
    state: 'Wilayah Persekutuan',
    platform: 'LAZADA',
    buyers: ['Nurul Aisyah', 'Tan Wei Ming', 'Muhammad Hafiz', 'Lim Mei Ling'],
    streets: ['12 Jalan Bukit Bintang', '5 Jalan Ampang', '27 Jalan Tun Razak'],
    postcode: () => '50200',
  },
]

export const GOODS: { cn: string; en: string; hs: string; value: string; kg: string }[] = [
  { cn: '蓝牙耳机', en: 'Bluetooth earphones', hs: '8518300000', value: '18.50', kg: '0.180' },
  { cn: '手机壳', en: 'Phone case', hs: '3926909090', value: '3.20', kg: '0.060' },
  { cn: '女士连衣裙', en: "Women's dress", hs: '6204430000', value: '12.90', kg: '0.350' },
  { cn: '口红', en: 'Lipstick', hs: '3304100010', value: '6.80', kg: '0.050' },
  { cn: '不锈钢保温杯', en: 'Stainless steel vacuum cup', hs: '9617001100', value: '9.60', kg: '0.420' },
  { cn: '儿童积木玩具', en: 'Building block toy', hs: '9503008900', value: '15.00', kg: '0.650' },
  { cn: 'USB数据线', en: 'USB cable', hs: '8544422900', value: '2.10', kg: '0.040' },
  { cn: '运动鞋', en: 'Sports shoes', hs: '6404110000', value: '22.00', kg: '0.900' },
]

/** Where the demo parcels are handled (domestic sorting centre, collection points, one overseas warehouse). */
export const DEMO_STATIONS = [
  {
    code: 'SZ-SORT',
    name: '深圳宝安分拣中心',
    nameEn: "Shenzhen Bao'an Sorting Centre",
    stationType: 'SORTING',
    areaCode: '440306',
    address: '广东省深圳市宝安区福永街道凤凰第四工业区A栋',
    manager: 'zhangwei',
    phone: '0755-27391234',
    openingHours: '全天 24 小时',
    timeZone: 'Asia/Shanghai',
  },
  {
    code: 'YW-PICK',
    name: '义乌国际商贸城揽收点',
    nameEn: 'Yiwu International Trade City Pickup Point',
    stationType: 'PICKUP',
    areaCode: '330782',
    address: '浙江省义乌市福田街道商城大道L318号',
    manager: 'lina',
    phone: '0579-85551234',
    openingHours: '周一至周六 08:30-20:00',
    timeZone: 'Asia/Shanghai',
  },
  {
    code: 'GZ-PICK',
    name: '广州白云揽收点',
    nameEn: 'Guangzhou Baiyun Pickup Point',
    stationType: 'PICKUP',
    areaCode: '440111',
    address: '广东省广州市白云区太和镇白云大道北1688号',
    manager: 'zhangwei',
    phone: '020-37251234',
    openingHours: '周一至周日 09:00-21:00',
    timeZone: 'Asia/Shanghai',
  },
  {
    code: 'LA-WH',
    name: '洛杉矶海外仓',
    nameEn: 'Los Angeles Overseas Warehouse',
    stationType: 'OVERSEAS',
    areaCode: null,
    address: '1550 S Milliken Ave, Ontario, CA 91761, USA',
    manager: 'lina',
    phone: '+1 909-555-0123',
    openingHours: 'Mon-Fri 08:00-17:00',
    timeZone: 'America/Los_Angeles',
  },
]

/** The steps up to each final status, in order (on hold and returned passed the warehouse first). */
export const PATHS: Record<ParcelStatus, ParcelEventCode[]> = (() => {
  const ordered: ParcelEventCode[] = ['ORDER_CREATED', 'TRACKING_ASSIGNED']
  const inStore: ParcelEventCode[] = [...ordered, 'IN_STORE']
  const bagged: ParcelEventCode[] = [...inStore, 'BAGGED']
  const out: ParcelEventCode[] = [...bagged, 'OUT_STORE']
  const transit: ParcelEventCode[] = [...out, 'EXPORT_DECLARED', 'EXPORT_RELEASED', 'HANDED_OVER', 'DEPARTED']
  const arrived: ParcelEventCode[] = [...transit, 'ARRIVED']
  const cleared: ParcelEventCode[] = [...arrived, 'IMPORT_CLEARED']
  return {
    '0': ordered,
    '1': inStore,
    '2': bagged,
    '3': out,
    '4': transit,
    '5': arrived,
    '6': cleared,
    '7': [...cleared, 'OUT_FOR_DELIVERY', 'DELIVERED'],
    '8': [...inStore, 'EXCEPTION'],
    '9': [...inStore, 'EXCEPTION', 'EXCEPTION_HANDLED', 'RETURNED'],
    '10': [...out, 'EXPORT_DECLARED', 'CUSTOMS_RETURNED'],
    '11': [...out, 'EXPORT_DECLARED', 'CUSTOMS_HELD'],
    '12': [...inStore, 'EXCEPTION', 'EXCEPTION_HANDLED', 'DESTROYED'],
  }
})()

/** The demo's exception: every held parcel's packaging was damaged. */
export const DEMO_EXCEPTION = {
  cn: '包裹异常，暂扣处理：外包装破损',
  en: 'Held due to an exception: damaged packaging',
}

export const DESTINATION_STEPS = new Set<ParcelEventCode>([
  'ARRIVED',
  'IMPORT_CLEARED',
  'OUT_FOR_DELIVERY',
  'DELIVERED',
])
const STATUSES = Object.values(PARCEL_STATUS)
const HOUR = 3600_000

export interface DemoParcel {
  order: typeof logisticsOrder.$inferInsert
  items: (typeof logisticsOrderItem.$inferInsert)[]
  parcel: typeof logisticsParcel.$inferInsert
  events: (typeof parcelEvent.$inferInsert)[]
}

export const CHANNEL_RULES: Record<string, { divisor: number; increment: string }> = {
  'SLS-TW-AIR': { divisor: 6000, increment: '0.1' },
  'EUB-US': { divisor: 6000, increment: '0.1' },
  'EMS-JP': { divisor: 6000, increment: '0.5' },
  'LEX-MY': { divisor: 5000, increment: '0.5' },
}

function trackingNoOf(channel: string, n: number): string {
  const serial = 10_000_000 + n
  if (channel === 'EUB-US') return s10Number('LX', serial, 'CN')
  if (channel === 'EMS-JP') return s10Number('EA', serial, 'CN')
  if (channel === 'LEX-MY') return `MYLEX${String(3_000_000_000 + n).padStart(10, '0')}`
  return `TW${String(260_000_000_000 + n).padStart(12, '0')}`
}

const pick = <T>(rand: () => number, list: readonly T[]): T => list[Math.floor(rand() * list.length)]!

/**
 * Demo parcel number `n` (0-based): an order of one of the customers with 1–2 lines of goods, its parcel in a
 * status (every status occurs; `status` forces one) and its trajectory events in time order, created within the
 * 6 weeks before `now`. `prefix` keeps benchmark rows apart from the demo's.
 */
export function demoParcel(n: number, now: Date, prefix = 'demo', status?: ParcelStatus): DemoParcel {
  const rand = random(n * 7919 + 17)
  const destination = DESTINATIONS[n % DESTINATIONS.length]!
  const customer = DEMO_CUSTOMER_TENANTS[Math.floor(n / 4) % DEMO_CUSTOMER_TENANTS.length]!
  const finalStatus = status ?? STATUSES[Math.floor(rand() * STATUSES.length)]!
  const created = new Date(now.getTime() - Math.floor(rand() * 42 * 24) * HOUR - 30 * HOUR)
  const orderId = seedId(`${prefix}-order:${n}`)
  const parcelId = seedId(`${prefix}-parcel:${n}`)
  const trackingNo = trackingNoOf(destination.channel, n)
  const lines = [pick(rand, GOODS), ...(rand() < 0.4 ? [pick(rand, GOODS)] : [])]
  const quantities = lines.map(() => 1 + Math.floor(rand() * 3))
  const declared = lines.reduce(
    (sum, line, i) => sum.plus(new Decimal(line.value).times(quantities[i]!)),
    new Decimal(0),
  )
  const goodsKg = lines.reduce(
    (sum, line, i) => sum.plus(new Decimal(line.kg).times(quantities[i]!)),
    new Decimal(0),
  )
  const actual = goodsKg.plus(0.05 + Math.floor(rand() * 10) / 100).toFixed(3)
  const size = [20 + Math.floor(rand() * 20), 15 + Math.floor(rand() * 10), 5 + Math.floor(rand() * 10)].map(
    String,
  ) as [string, string, string]
  const rules = CHANNEL_RULES[destination.channel]!
  const volumetric = volumetricWeight(...size, rules.divisor)
  const steps = PATHS[finalStatus]
  const events: DemoParcel['events'] = []
  let time = created.getTime()
  let inStoreTime: Date | null = null
  let outStoreTime: Date | null = null
  let deliveredTime: Date | null = null
  for (const code of steps) {
    const type = PARCEL_EVENT_TYPES[code]
    const abroad = DESTINATION_STEPS.has(code)
    time += code === 'TRACKING_ASSIGNED' ? 5 * 60_000 : Math.floor((4 + rand() * 20) * HOUR)
    const at = new Date(Math.min(time, now.getTime() - 60_000))
    if (code === 'IN_STORE') inStoreTime = at
    if (code === 'OUT_STORE') outStoreTime = at
    if (code === 'DELIVERED') deliveredTime = at
    events.push({
      parcelId,
      trackingNo,
      eventCode: code,
      eventTime: at,
      timeZone: abroad ? destination.zone : 'Asia/Shanghai',
      location: abroad
        ? destination.city
        : code === 'ORDER_CREATED' || code === 'TRACKING_ASSIGNED'
          ? null
          : '深圳',
      descriptionCn: code === 'EXCEPTION' ? DEMO_EXCEPTION.cn : type.cn,
      descriptionEn: code === 'EXCEPTION' ? DEMO_EXCEPTION.en : type.en,
      operator: code === 'ORDER_CREATED' ? 'api' : abroad ? 'carrier' : 'zhangwei',
    })
  }
  const weighed = inStoreTime !== null
  const createBy = `customer-${customer.id}`
  return {
    order: {
      id: orderId,
      platformOrderNo: `${destination.platform.slice(0, 2)}${created.getTime().toString().slice(-8)}${String(n).padStart(6, '0')}`,
      platform: destination.platform,
      customerId: customer.id,
      channelCode: destination.channel,
      buyerName: pick(rand, destination.buyers),
      buyerPhone: `+${Math.floor(rand() * 9e9) + 1e9}`,
      buyerCountry: destination.country,
      buyerState: destination.state,
      buyerCity: destination.city,
      buyerAddress: pick(rand, destination.streets),
      buyerPostcode: destination.postcode(),
      declaredValue: declared.toFixed(2),
      currency: 'USD',
      declaredWeight: goodsKg.toFixed(3),
      customsMode: '9610',
      orderTime: created,
      version: 1,
      createBy,
      createTime: created,
    },
    items: lines.map((line, i) => ({
      id: seedId(`${prefix}-item:${n}:${i}`),
      orderId,
      nameCn: line.cn,
      nameEn: line.en,
      hsCode: line.hs,
      quantity: quantities[i]!,
      unitValue: line.value,
      sku: `SKU-${line.hs.slice(0, 4)}-${i + 1}`,
      orderNum: i + 1,
    })),
    parcel: {
      id: parcelId,
      trackingNo,
      orderId,
      customerId: customer.id,
      channelCode: destination.channel,
      destinationCountry: destination.country,
      status: finalStatus,
      stationCode: weighed && !outStoreTime ? (n % 3 === 0 ? 'YW-PICK' : 'SZ-SORT') : null,
      actualWeight: weighed ? actual : null,
      lengthCm: weighed ? size[0] : null,
      widthCm: weighed ? size[1] : null,
      heightCm: weighed ? size[2] : null,
      volumetricWeight: weighed ? volumetric : null,
      billableWeight: weighed ? billableWeight(actual, volumetric, rules.increment) : null,
      inStoreTime,
      inStoreBy: weighed ? 'zhangwei' : null,
      outStoreTime,
      deliveredTime,
      version: 1,
      createBy,
      createTime: created,
      updateTime: events.at(-1)?.eventTime ?? created,
    },
    events,
  }
}
