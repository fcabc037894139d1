import { type JsonSchema, schema } from '../action/schema'

/**
 * A JeecgBoot list's query string: the page, its order, the super query, and column filters (each a string), with
 * the keys a list adds (`roleId`, `depId`) named and checked.
 */
export const listQuery = <
  const P extends Record<string, JsonSchema> = Record<never, never>,
  const R extends readonly (keyof P & string)[] = [],
>(
  properties: P = {} as P,
  required?: R,
) =>
  ({
    ...schema.object(
      {
        pageNo: schema.integer({ minimum: 1 }),
        pageSize: schema.integer({ minimum: 1 }),
        column: schema.string(),
        order: schema.string(),
        superQueryParams: schema.string(),
        superQueryMatchType: schema.string(),
        field: schema.string(),
        ...properties,
      },
      required,
    ),
    additionalProperties: { type: 'string' },
  }) as const

/** A string or null (a form's cleared field). */
export const nullableString = (extra: Omit<JsonSchema, 'type'> = {}) =>
  ({ type: ['string', 'null'], ...extra }) as const

/** A string, a number or null (JeecgBoot forms send numbers either way, or clear them). */
export const stringNumberOrNull = () => ({ type: ['string', 'number', 'null'] }) as const
