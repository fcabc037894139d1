import type { ParcelEventCode } from '@portico/contract'

/** What a key may do on the partner API (/open/v1). */
export const PARTNER_SCOPES = ['orders:write', 'tracking:read', 'bills:read'] as const
export type PartnerScope = (typeof PARTNER_SCOPES)[number]

/**
 * The events a webhook endpoint may subscribe to: the trajectory steps recordParcelEvents emits. (问题件 opened or
 * resolved and bill issued are not emitted yet, so they are not offered.)
 */
export const WEBHOOK_EVENT_TYPES = [
  'parcel.received',
  'parcel.out_stored',
  'customs.released',
  'customs.returned',
  'parcel.handed_over',
  'parcel.delivered',
] as const
export type WebhookEventType = (typeof WEBHOOK_EVENT_TYPES)[number]

/** Which trajectory events a customer's system hears about, and as what. */
export const PARCEL_EVENT_WEBHOOKS: Partial<Record<ParcelEventCode, WebhookEventType>> = {
  IN_STORE: 'parcel.received',
  OUT_STORE: 'parcel.out_stored',
  EXPORT_RELEASED: 'customs.released',
  IMPORT_CLEARED: 'customs.released',
  CUSTOMS_RETURNED: 'customs.returned',
  HANDED_OVER: 'parcel.handed_over',
  DELIVERED: 'parcel.delivered',
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

/** The route permission of a partner API route: a signed request whose key holds the scope. */
export const partnerPermission = (scope: PartnerScope) => `partner:${scope}`

export function isPartnerPermission(permission: unknown): boolean {
  return typeof permission === 'string' && permission.startsWith('partner:')
}
