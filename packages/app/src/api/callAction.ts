import {
  type Action,
  type ActionBody,
  type ActionQuery,
  type ActionResult,
  actionPath,
  type Envelope,
} from '@portico/contract'
import type { HttpClient } from '@portico/ui'

/** What a call sends: the query and body typed from the action's schemas, and its path parameters. */
export interface CallArgs<A extends Action> {
  query?: ActionQuery<A>
  body?: ActionBody<A>
  params?: Readonly<Record<string, string | number>>
}

const withQuery = (path: string, query: object | undefined) => {
  const entries = Object.entries(query ?? {}).filter(([, value]) => value !== undefined && value !== null)
  if (entries.length === 0) return path
  return `${path}?${new URLSearchParams(entries.map(([key, value]) => [key, String(value)])).toString()}`
}

/**
 * Calls a declared action: its method and path come from the declaration, the arguments and the envelope's result are
 * typed from it. A refusal resolves with its envelope, as every call does (the caller shows its message).
 */
export function callAction<A extends Action>(
  http: HttpClient,
  action: A,
  args: CallArgs<A> = {},
): Promise<Envelope<ActionResult<A>>> {
  const path = actionPath(action, args.params)
  const query = args.query as object | undefined
  switch (action.method) {
    case 'GET':
      return http.get<ActionResult<A>>(path, query)
    case 'DELETE':
      return http.delete<ActionResult<A>>(path, query)
    case 'POST':
      return http.post<ActionResult<A>>(withQuery(path, query), args.body)
    case 'PUT':
      return http.put<ActionResult<A>>(withQuery(path, query), args.body)
  }
}

/** Calls a declared action and answers its result; rejects with the envelope when the server refuses. */
export async function resultOf<A extends Action>(
  http: HttpClient,
  action: A,
  args: CallArgs<A> = {},
): Promise<ActionResult<A>> {
  const reply = await callAction(http, action, args)
  if (!reply.success || reply.result === null || reply.result === undefined) throw reply
  return reply.result
}
