import type { ParcelStatus } from './events'

/** Permission codes of the operations screens (buttons seeded at their menus). */
export const OPS_PERMS = {
  inStoreScan: 'site:inscan:scan',
  inStoreList: 'site:inscan:list',
  inStoreExport: 'site:inscan:exportXls',
  orderSearch: 'order:search:list',
  orderExport: 'order:search:exportXls',
  packageList: 'package:info:list',
  packageExport: 'package:info:exportXls',
  trajectory: 'package:trajectory:list',
  questionScan: 'question:scan:list',
  questionRegister: 'question:scan:add',
  questionHandle: 'question:scan:handle',
} as const

/** Most numbers one 订单查询 paste or one trajectory request takes. */
export const ORDER_PASTE_MAX = 1000
export const TRAJECTORY_MAX = 100

/** Numbers pasted in a box: split on newlines, commas, semicolons and spaces, trimmed, duplicates dropped. */
export function splitNumbers(text: string): string[] {
  return [
    ...new Set(
      text
        .split(/[\s,，;；]+/)
        .map((n) => n.trim())
        .filter(Boolean),
    ),
  ]
}

/** 入库扫描: one parcel weighed (kg) and optionally measured (cm) at a station. Decimals as strings. */
export interface InStoreScanBody {
  trackingNo: string
  stationCode: string
  weight: string
  lengthCm?: string | null
  widthCm?: string | null
  heightCm?: string | null
}

/** The parcel as the operations screens list it. */
export interface ParcelRow {
  id: string
  trackingNo: string
  orderId: string | null
  platformOrderNo: string | null
  platform: string | null
  customerId: number
  customerName: string | null
  channelCode: string
  channelName: string | null
  destinationCountry: string
  buyerName: string | null
  status: ParcelStatus
  status_dictText: string
  stationCode: string | null
  stationName: string | null
  actualWeight: string | null
  volumetricWeight: string | null
  billableWeight: string | null
  lengthCm: string | null
  widthCm: string | null
  heightCm: string | null
  inStoreTime: string | null
  inStoreBy: string | null
  outStoreTime: string | null
  deliveredTime: string | null
  createTime: string | null
}

/**
 * What a scan answers: accepted (the parcel is in store with its weights) or refused with the reason; a refusal
 * raised a 问题件 (questionId) and, for a known parcel, put it on hold.
 */
export interface InStoreScanResult {
  accepted: boolean
  trackingNo: string
  message: string
  /** Dictionary question_type of the problem, when refused. */
  questionType?: string
  questionId?: string
  parcel?: ParcelRow
}

export interface ParcelEventView {
  eventCode: string
  eventTime: string
  timeZone: string
  /** The local time at the place, `yyyy-MM-dd HH:mm:ss`, and its UTC offset (`+08:00`). */
  localTime: string
  utcOffset: string
  location: string | null
  descriptionCn: string
  descriptionEn: string
}

/** One number's answer of `GET /logistics/package/trajectory`. */
export interface ParcelTrajectory {
  trackingNo: string
  found: boolean
  status: ParcelStatus | null
  status_dictText?: string
  events: ParcelEventView[]
}

/** 订单查询 by pasted numbers: the rows found and the numbers that matched nothing. */
export interface OrderPasteResult {
  records: ParcelRow[]
  notFound: string[]
}

/** A 问题件 as the scan screen shows it. */
export interface QuestionView {
  id: string
  waybillNo: string
  questionType: string
  questionType_dictText: string
  status: string
  status_dictText: string
  description: string | null
  images: string | null
  handling: string | null
  createBy: string | null
  createTime: string | null
}

export interface QuestionScanLookup {
  trackingNo: string
  parcel: ParcelRow | null
  open: QuestionView[]
  handled: QuestionView[]
}

/** 问题件处理: the decision and where it sends the parcel. */
export const QUESTION_HANDLING_STATUS: Record<string, ParcelStatus> = {
  RELABEL: '1',
  CONTACT: '1',
  REDECLARE: '1',
  RETURN: '9',
  DESTROY: '12',
}

/** 包裹信息 detail: the parcel, its order (buyer, declaration) and goods, its trajectory and its 问题件. */
export interface ParcelDetail {
  parcel: ParcelRow
  order: {
    platformOrderNo: string
    platform: string
    buyerName: string
    buyerPhone: string | null
    buyerCountry: string
    buyerState: string | null
    buyerCity: string | null
    buyerAddress: string
    buyerPostcode: string | null
    declaredValue: string
    currency: string
    declaredWeight: string | null
    customsMode: string
  } | null
  items: {
    nameCn: string
    nameEn: string
    hsCode: string | null
    quantity: number
    unitValue: string
    sku: string | null
  }[]
  events: ParcelEventView[]
  questions: QuestionView[]
}
