/**
 * The JSON Schema subset actions declare their query and body with: the server validates requests with it (Fastify's
 * Ajv) and the client's argument types are inferred from the same object (`SchemaValue`), so neither side writes the
 * request's type by hand.
 */
export type JsonType = 'string' | 'number' | 'integer' | 'boolean' | 'null' | 'object' | 'array'

export interface JsonSchema {
  readonly type?: JsonType | readonly JsonType[]
  readonly enum?: readonly (string | number | boolean | null)[]
  readonly properties?: Readonly<Record<string, JsonSchema>>
  readonly required?: readonly string[]
  readonly items?: JsonSchema
  readonly additionalProperties?: boolean | JsonSchema
  readonly description?: string
  readonly minLength?: number
  readonly maxLength?: number
  readonly minimum?: number
  readonly maximum?: number
  readonly pattern?: string
  readonly format?: string
  readonly default?: unknown
  readonly minItems?: number
  readonly maxItems?: number
}

/** An object schema: what a query string or a body is. */
export interface ObjectSchema extends JsonSchema {
  readonly type: 'object'
  readonly properties: Readonly<Record<string, JsonSchema>>
}

type Simple<T extends JsonType> = T extends 'string'
  ? string
  : T extends 'number' | 'integer'
    ? number
    : T extends 'boolean'
      ? boolean
      : T extends 'null'
        ? null
        : T extends 'array'
          ? unknown[]
          : T extends 'object'
            ? Record<string, unknown>
            : never

type Flatten<T> = { [K in keyof T]: T[K] } & {}

type ObjectValue<S extends JsonSchema> =
  S['properties'] extends Readonly<Record<string, JsonSchema>>
    ? Flatten<
        {
          -readonly [K in keyof S['properties'] as K extends RequiredOf<S> ? K : never]: SchemaValue<
            S['properties'][K]
          >
        } & {
          -readonly [K in keyof S['properties'] as K extends RequiredOf<S> ? never : K]?: SchemaValue<
            S['properties'][K]
          >
        }
      >
    : Record<string, unknown>

type RequiredOf<S extends JsonSchema> = S['required'] extends readonly (infer K)[] ? K : never

/** The TypeScript type of the values a schema accepts (for the subset above). */
export type SchemaValue<S extends JsonSchema | undefined> = S extends JsonSchema
  ? S['enum'] extends readonly (infer E)[]
    ? E
    : S['type'] extends 'object'
      ? ObjectValue<S>
      : S['type'] extends 'array'
        ? SchemaValue<S['items']>[]
        : S['type'] extends readonly (infer T extends JsonType)[]
          ? Simple<T>
          : S['type'] extends JsonType
            ? Simple<S['type']>
            : unknown
  : undefined

/** Small builders that keep declarations short; each returns a plain JSON Schema object. */
export const schema = {
  string: (extra: Omit<JsonSchema, 'type'> = {}) => ({ type: 'string', ...extra }) as const,
  integer: (extra: Omit<JsonSchema, 'type'> = {}) => ({ type: 'integer', ...extra }) as const,
  number: (extra: Omit<JsonSchema, 'type'> = {}) => ({ type: 'number', ...extra }) as const,
  boolean: () => ({ type: 'boolean' }) as const,
  /** A string or a number (JeecgBoot clients send ids and codes either way). */
  stringOrNumber: () => ({ type: ['string', 'number'] }) as const,
  /**
   * An object open to further keys (the client sends whole forms), with the named properties checked.
   */
  object: <const P extends Record<string, JsonSchema>, const R extends readonly (keyof P & string)[] = []>(
    properties: P,
    required?: R,
  ) =>
    ({
      type: 'object',
      properties,
      required: (required ?? []) as unknown as R,
      additionalProperties: true,
    }) as const,
  array: <const I extends JsonSchema>(items: I) => ({ type: 'array', items }) as const,
}
