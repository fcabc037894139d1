/**
 * The steps of a parcel's journey. Each step writes a trajectory event (in the transaction that makes the step) and
 * moves the parcel to a status; the descriptions are what customers read in the trajectory, in Chinese and English.
 * Dictionary `parcel_status` holds the status texts; `parcel_event` the event texts (seeded from this table).
 */
export const PARCEL_STATUS = {
  ordered: '0',
  inStore: '1',
  bagged: '2',
  outStore: '3',
  inTransit: '4',
  arrived: '5',
  cleared: '6',
  delivered: '7',
  onHold: '8',
  returned: '9',
  /** Customs refused the export (回执退单 or 查验退运): waits for re-declaration, return to sender or destruction. */
  customsReturned: '10',
  /** Customs kept the goods after inspection (查验扣留): same resolutions. */
  customsHeld: '11',
  destroyed: '12',
} as const
export type ParcelStatus = (typeof PARCEL_STATUS)[keyof typeof PARCEL_STATUS]

export const PARCEL_STATUS_TEXT: Record<ParcelStatus, string> = {
  '0': '已下单',
  '1': '已入库',
  '2': '已装袋',
  '3': '已出库',
  '4': '运输中',
  '5': '已到达目的国',
  '6': '已清关',
  '7': '已签收',
  '8': '问题件暂扣',
  '9': '已退回',
  '10': '海关退运',
  '11': '海关扣留',
  '12': '已销毁',
}

export interface ParcelEventType {
  code: string
  cn: string
  en: string
  /** The status the parcel is in after the event; absent when the event does not move it. */
  status?: ParcelStatus
}

export const PARCEL_EVENT_TYPES = {
  ORDER_CREATED: {
    code: 'ORDER_CREATED',
    cn: '订单信息已提交',
    en: 'Shipment information received',
    status: '0',
  },
  TRACKING_ASSIGNED: { code: 'TRACKING_ASSIGNED', cn: '已分配运单号', en: 'Tracking number assigned' },
  IN_STORE: {
    code: 'IN_STORE',
    cn: '包裹已到达处理中心并完成入库',
    en: 'Arrived at the processing centre',
    status: '1',
  },
  EXCEPTION: { code: 'EXCEPTION', cn: '包裹异常，暂扣处理', en: 'Held due to an exception', status: '8' },
  EXCEPTION_HANDLED: { code: 'EXCEPTION_HANDLED', cn: '异常已处理', en: 'Exception resolved' },
  BAGGED: { code: 'BAGGED', cn: '包裹已装袋', en: 'Bagged for dispatch', status: '2' },
  OUT_STORE: {
    code: 'OUT_STORE',
    cn: '包裹已出库，等待交航',
    en: 'Dispatched from the processing centre',
    status: '3',
  },
  EXPORT_DECLARED: {
    code: 'EXPORT_DECLARED',
    cn: '出口报关已申报',
    en: 'Export customs declaration submitted',
  },
  EXPORT_RELEASED: { code: 'EXPORT_RELEASED', cn: '出口海关已放行', en: 'Released by export customs' },
  HANDED_OVER: { code: 'HANDED_OVER', cn: '已交接承运商', en: 'Handed over to the carrier', status: '4' },
  DEPARTED: { code: 'DEPARTED', cn: '航班/船舶已启运', en: 'Departed from the origin', status: '4' },
  ARRIVED: { code: 'ARRIVED', cn: '已到达目的国', en: 'Arrived in the destination country', status: '5' },
  IMPORT_CLEARED: {
    code: 'IMPORT_CLEARED',
    cn: '进口清关完成',
    en: 'Import customs clearance completed',
    status: '6',
  },
  OUT_FOR_DELIVERY: { code: 'OUT_FOR_DELIVERY', cn: '派送中', en: 'Out for delivery' },
  DELIVERED: { code: 'DELIVERED', cn: '已签收', en: 'Delivered', status: '7' },
  RETURNED: { code: 'RETURNED', cn: '已退回寄件人', en: 'Returned to sender', status: '9' },
  HOLD_RELEASED: { code: 'HOLD_RELEASED', cn: '暂扣已解除，恢复处理', en: 'Hold released' },
  CUSTOMS_RETURNED: {
    code: 'CUSTOMS_RETURNED',
    cn: '海关退运',
    en: 'Returned by customs',
    status: '10',
  },
  CUSTOMS_HELD: { code: 'CUSTOMS_HELD', cn: '海关查验扣留', en: 'Held by customs', status: '11' },
  REDECLARED: { code: 'REDECLARED', cn: '已重新申报，恢复处理', en: 'Re-declared to customs' },
  DESTROYED: { code: 'DESTROYED', cn: '包裹已按规定销毁', en: 'Disposed of', status: '12' },
  CLAIM_OPENED: { code: 'CLAIM_OPENED', cn: '已登记理赔', en: 'Claim opened' },
} as const satisfies Record<string, ParcelEventType>
export type ParcelEventCode = keyof typeof PARCEL_EVENT_TYPES
