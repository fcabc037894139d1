import type { ParcelEventCode, PartnerScope, WebhookEventType } from '@portico/contract'

export {
  PARTNER_PERMS,
  PARTNER_SCOPES,
  type PartnerScope,
  WEBHOOK_EVENT_TYPES,
  type WebhookEventType,
} from '@portico/contract'

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

/** The route permission of a partner API route: a signed request whose key holds the scope. */
export const partnerPermission = (scope: PartnerScope) => `partner:${scope}`

export function isPartnerPermission(permission: unknown): boolean {
  return typeof permission === 'string' && permission.startsWith('partner:')
}
