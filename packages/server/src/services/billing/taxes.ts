import type { Db } from '../../db/client'

/**
 * Taxes and duties the platform advanced for each parcel (CNY, by parcel id), billed back to the customer. The
 * customs deductions (扣款信息) are not recorded yet, so every parcel's is 0; this is the one place to read them.
 */
export async function taxesAdvanced(_tx: Db, parcelIds: string[]): Promise<Map<string, string>> {
  return new Map(parcelIds.map((id) => [id, '0.00']))
}
