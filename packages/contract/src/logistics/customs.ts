import Decimal from 'decimal.js'

/** 电商报关单 status (dict customs_status). */
export const CUSTOMS_STATUS = {
  pending: '0',
  declared: '1',
  inspecting: '2',
  released: '3',
  returned: '4',
} as const
export type CustomsStatus = (typeof CUSTOMS_STATUS)[keyof typeof CUSTOMS_STATUS]
export const CUSTOMS_STATUS_TEXT: Record<CustomsStatus, string> = {
  '0': '待申报',
  '1': '已申报',
  '2': '查验中',
  '3': '已放行',
  '4': '已退单',
}

/** 海关查验 result (dict inspection_result) and what it does to the parcel. */
export const INSPECTION_RESULT = { release: 'RELEASE', hold: 'HOLD', returned: 'RETURN' } as const
export type InspectionResult = (typeof INSPECTION_RESULT)[keyof typeof INSPECTION_RESULT]

/** 海关查验 status (dict inspection_status). */
export const INSPECTION_STATUS = { waiting: '0', done: '1' } as const

/**
 * The customs response (回执) codes an import understands, as the single window sends them: 800 放行, 100 退单,
 * 500 查验. Any other code is reported on its row.
 */
export const CUSTOMS_RESPONSE = { released: '800', returned: '100', inspection: '500' } as const

/** The three documents (三单) of a declaration, as stored on it. */
export interface ThreeDocuments {
  trackingNo: string
  /** Order: buyer, amount and goods value. */
  buyerName: string
  orderAmount: string
  /** Payment: number, amount, payer. */
  paymentNo: string | null
  paymentAmount: string | null
  payerName: string | null
  /** Waybill: number and consignee. */
  waybillNo: string | null
  consigneeName: string | null
}

const same = (a: string | null, b: string | null) => (a ?? '').trim() === (b ?? '').trim()
const amount = (value: string | null) => {
  try {
    return value === null || value.trim() === '' ? null : new Decimal(value)
  } catch {
    return null
  }
}

/**
 * 三单对碰: order vs payment vs waybill, and the order's amount vs its goods lines (`itemsTotal`, the sum of
 * quantity × unit value). Each mismatch is named; an empty list means the declaration may be submitted.
 */
export function threeDocumentProblems(doc: ThreeDocuments, itemsTotal: string): string[] {
  const problems: string[] = []
  if (!doc.paymentNo?.trim()) problems.push('缺少支付单号')
  const paid = amount(doc.paymentAmount)
  const ordered = new Decimal(doc.orderAmount)
  if (!paid) problems.push('缺少支付金额')
  else if (!paid.equals(ordered))
    problems.push(`支付金额(${paid.toFixed(2)})与订单金额(${ordered.toFixed(2)})不一致`)
  if (!same(doc.payerName, doc.buyerName))
    problems.push(`支付人(${doc.payerName ?? ''})与订购人(${doc.buyerName})不一致`)
  if (!same(doc.consigneeName, doc.buyerName))
    problems.push(`运单收件人(${doc.consigneeName ?? ''})与订购人(${doc.buyerName})不一致`)
  if (!same(doc.waybillNo, doc.trackingNo))
    problems.push(`运单号(${doc.waybillNo ?? ''})与包裹运单号(${doc.trackingNo})不一致`)
  const items = new Decimal(itemsTotal)
  if (!items.equals(ordered))
    problems.push(`订单金额(${ordered.toFixed(2)})与商品明细合计(${items.toFixed(2)})不一致`)
  return problems
}

/** Sum of quantity × unit value of goods lines, exact, 2 decimals. */
export const goodsTotal = (items: readonly { quantity: number; unitValue: string }[]): string =>
  items
    .reduce((sum, item) => sum.plus(new Decimal(item.unitValue).times(item.quantity)), new Decimal(0))
    .toFixed(2)

/** Sum of money amounts, exact, 2 decimals. */
export const moneyTotal = (amounts: readonly string[]): string =>
  amounts.reduce((sum, value) => sum.plus(value), new Decimal(0)).toFixed(2)

/** Permission codes of the 报关 workflows (beyond each resource's list/edit/delete/export). */
export const CUSTOMS_PERMS = {
  createBatch: 'customs:dataBatch:create',
  exportFile: 'customs:dataBatch:exportFile',
  check: 'customs:declaration:list',
  submit: 'customs:declaration:submit',
  importResponse: 'customs:declaration:importResponse',
  inspect: 'customs:declaration:inspect',
  inspectionResult: 'customs:inspection:result',
} as const

/** An out-stored outbound batch not declared yet, as the data-batch dialog lists it. */
export interface DeclarableOutBatch {
  id: string
  batchNo: string
  channelCode: string
  parcelCount: number
  outStoreTime: string | null
}
