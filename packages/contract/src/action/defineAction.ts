import type { ObjectSchema, SchemaValue } from './schema'

export type ActionMethod = 'GET' | 'POST' | 'PUT' | 'DELETE'

/**
 * Who may call an action: `public` (no token), `authenticated` (any signed-in user), `interviewee` (a signed-in job
 * seeker of the portal), `partner:<scope>` (a request signed with a customer's API key), otherwise a permission code
 * or any of several codes.
 */
export type ActionPermission = 'public' | 'authenticated' | 'interviewee' | (string & {}) | readonly string[]

declare const resultMark: unique symbol
/** The type of an action's `result`, carried by the declaration for the client (no value at run time). */
export interface ResultOf<R> {
  readonly [resultMark]?: R
}

/** Marks the result type of an action: `result: returns<SystemInfo>()`. */
export const returns = <R>(): ResultOf<R> => ({})

export interface ActionDeclaration<
  Query extends ObjectSchema | undefined = ObjectSchema | undefined,
  Body extends ObjectSchema | undefined = ObjectSchema | undefined,
  Result = unknown,
> {
  method: ActionMethod
  /**
   * The path under `/jeecg-boot`, as JeecgBoot names it; a `:name` segment is a path parameter
   * (`/online/cgform/api/getColumns/:code`).
   */
  path: string
  permission: ActionPermission
  /** What the call does, for the API documentation. */
  summary: string
  /** Documentation groups. */
  tags?: readonly string[]
  /** The body's media types when not JSON (`multipart/form-data` for an upload), for the API documentation. */
  consumes?: readonly string[]
  /** The path parameters' schema (each one a string): lengths and patterns the server checks. */
  params?: ObjectSchema
  query?: Query
  body?: Body
  result?: ResultOf<Result>
}

export interface Action<
  Query extends ObjectSchema | undefined = ObjectSchema | undefined,
  Body extends ObjectSchema | undefined = ObjectSchema | undefined,
  Result = unknown,
> extends ActionDeclaration<Query, Body, Result> {
  /** Marks a declared action (the registry collects values carrying it). */
  readonly kind: 'action'
  /** `METHOD /path`: the action's key in the registry and in the server's start-up check. */
  readonly key: string
  /** The names of the path parameters, in order. */
  readonly pathParams: readonly string[]
}

/** The query string an action takes, typed from its schema. */
export type ActionQuery<A> =
  A extends Action<infer Q, ObjectSchema | undefined, unknown> ? SchemaValue<Q> : never
/** The body an action takes, typed from its schema. */
export type ActionBody<A> =
  A extends Action<ObjectSchema | undefined, infer B, unknown> ? SchemaValue<B> : never
/** What an action answers in its envelope's `result`. */
export type ActionResult<A> =
  A extends Action<ObjectSchema | undefined, ObjectSchema | undefined, infer R> ? R : never

const PATH = /^(\/(:?[A-Za-z0-9_.-]+|\{[A-Za-z0-9_]+\}))+$/

/**
 * One API call declared once: the server registers its route from it (method, path, permission, validation) and the
 * app calls it through the typed client; both take the request's and the result's types from here. Checked here, so
 * a malformed declaration fails when the module loads.
 */
export function defineAction<
  const Query extends ObjectSchema | undefined = undefined,
  const Body extends ObjectSchema | undefined = undefined,
  Result = unknown,
>(declaration: ActionDeclaration<Query, Body, Result>): Action<Query, Body, Result> {
  if (!PATH.test(declaration.path)) throw new Error(`action path ${declaration.path} is not a path`)
  if (declaration.body && (declaration.method === 'GET' || declaration.method === 'DELETE'))
    throw new Error(`${declaration.method} ${declaration.path}: a ${declaration.method} takes no body`)
  const pathParams = [...declaration.path.matchAll(/:([A-Za-z0-9_]+)/g)].map((match) => match[1] as string)
  return {
    ...declaration,
    kind: 'action',
    key: `${declaration.method} ${declaration.path}`,
    pathParams,
  }
}

export const isAction = (value: unknown): value is Action =>
  typeof value === 'object' && value !== null && (value as { kind?: unknown }).kind === 'action'

/** The path of a call with its parameters filled in (each encoded). */
export function actionPath(action: Action, params: Readonly<Record<string, string | number>> = {}): string {
  return action.path.replace(/:([A-Za-z0-9_]+)/g, (_, name: string) => {
    const value = params[name]
    if (value === undefined || value === '')
      throw new Error(`${action.key}: path parameter ${name} is missing`)
    return encodeURIComponent(String(value))
  })
}
