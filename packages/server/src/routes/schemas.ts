/** Small JSON-schema helpers; bodies stay open (additional keys allowed) because the client sends whole forms. */
export const str = { type: 'string' } as const
export const strOrNum = { type: ['string', 'number', 'null'] } as const

export function objectSchema(properties: Record<string, unknown>, required: string[] = []) {
  return { type: 'object', properties, required, additionalProperties: true } as const
}

export const envelopeDescription = 'JeecgBoot envelope {success, message, code, result, timestamp}'
