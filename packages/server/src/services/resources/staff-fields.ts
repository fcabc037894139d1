import type { FastifyRequest } from 'fastify'

/** What a customer's user sees instead of the staff member who did something (入库人, 经办人). */
export const STAFF_NAME_FOR_CUSTOMERS = '平台'

/** Staff usernames are the platform's: a customer's user sees a neutral text in their place. */
export function maskStaffNames(
  request: FastifyRequest,
  records: Record<string, unknown>[],
  fields: readonly string[] | undefined,
): void {
  if (!fields?.length || request.customerId === null) return
  for (const record of records)
    for (const field of fields) if (record[field]) record[field] = STAFF_NAME_FOR_CUSTOMERS
}
