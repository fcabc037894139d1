/** What a key may do on the partner API (/open/v1). */
export const PARTNER_SCOPES = ['orders:write', 'tracking:read', 'bills:read'] as const
export type PartnerScope = (typeof PARTNER_SCOPES)[number]

export const PARTNER_SCOPE_TEXT: Readonly<Record<PartnerScope, string>> = {
  'orders:write': '推送订单',
  'tracking:read': '查询轨迹',
  'bills:read': '查询账单',
}

/**
 * The events a webhook endpoint may subscribe to: the trajectory steps the parcel lifecycle emits, a 问题件 opened or
 * resolved on one of the customer's parcels, and a bill issued to the customer (confirmed from draft).
 */
export const WEBHOOK_EVENT_TYPES = [
  'parcel.received',
  'parcel.out_stored',
  'customs.released',
  'customs.returned',
  'parcel.handed_over',
  'parcel.delivered',
  'problem.opened',
  'problem.resolved',
  'bill.issued',
] as const
export type WebhookEventType = (typeof WEBHOOK_EVENT_TYPES)[number]

export const WEBHOOK_EVENT_TEXT: Readonly<Record<WebhookEventType, string>> = {
  'parcel.received': '已入库',
  'parcel.out_stored': '已出库',
  'customs.released': '清关放行',
  'customs.returned': '海关退运',
  'parcel.handed_over': '已交付尾程',
  'parcel.delivered': '已妥投',
  'problem.opened': '问题件登记',
  'problem.resolved': '问题件已处理',
  'bill.issued': '账单已出具',
}

/** The back office's permission codes (buttons of 开放接口, granted to the customer role). */
export const PARTNER_PERMS = {
  keyList: 'customer:apikey:list',
  keyAdd: 'customer:apikey:add',
  keyRevoke: 'customer:apikey:revoke',
  webhookList: 'customer:webhook:list',
  webhookAdd: 'customer:webhook:add',
  webhookDelete: 'customer:webhook:delete',
  webhookResend: 'customer:webhook:resend',
} as const

/** An API key as 开放接口 lists it (never its secret). `status`: 1 启用, 0 已吊销. */
export interface PartnerApiKeyView {
  id: string
  name: string
  scopes: PartnerScope[]
  secretHint: string
  status: string
  lastUsedTime: string | null
  revokedTime: string | null
  revokedBy: string | null
  createBy: string | null
  createTime: string
}

/** A webhook endpoint as listed. `status`: 1 启用. */
export interface WebhookEndpointView {
  id: string
  url: string
  events: WebhookEventType[]
  status: string
  createTime: string
}

/** Delivery states: 0 待发送 (or retrying), 1 已送达, 2 已放弃 (24 h of retries failed). */
export const WEBHOOK_DELIVERY_STATUS_TEXT: Readonly<Record<string, string>> = {
  '0': '待发送',
  '1': '已送达',
  '2': '已放弃',
}

/** One row of 推送记录. */
export interface WebhookDeliveryView {
  id: string
  eventId: string
  eventType: WebhookEventType
  url: string
  status: string
  attempts: number
  lastStatusCode: number | null
  lastError: string | null
  deliveredTime: string | null
  createTime: string
}
