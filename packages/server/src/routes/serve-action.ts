import type { Action, ActionBody, ActionQuery, ActionResult, Envelope } from '@portico/contract'
import type {
  FastifyContextConfig,
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  RouteOptions,
} from 'fastify'

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The declared action this route serves (`METHOD /path`); set by `serveAction` only. */
    action?: string
  }
}

/** The request of an action's handler: its query and body typed from the declaration's schemas. */
export type ActionRequest<A extends Action> = FastifyRequest<{
  Querystring: ActionQuery<A>
  Body: ActionBody<A>
  Params: Record<string, string>
}>

/**
 * An action's handler answers the declared result in the envelope, or answers by itself through `reply` (a file, a
 * bare map as JeecgBoot answers a few calls) and returns the reply.
 */
export type ActionHandler<A extends Action> = (
  request: ActionRequest<A>,
  reply: FastifyReply,
) => Promise<Envelope<ActionResult<A>> | Envelope<null> | FastifyReply>

/** Route options beside the declaration's: a login log, a body limit. Never a second permission. */
export interface ServeOptions {
  config?: Omit<FastifyContextConfig, 'permission' | 'action'>
  bodyLimit?: number
}

/**
 * Registers the route of a declared action: method, path, permission and request validation all come from the
 * declaration, so the server cannot serve a call other than the one the client is typed against.
 */
export function serveAction<A extends Action>(
  app: FastifyInstance,
  action: A,
  handler: ActionHandler<A>,
  options: ServeOptions = {},
): void {
  const route: RouteOptions = {
    method: action.method,
    url: action.path,
    config: { ...options.config, permission: action.permission as string | string[], action: action.key },
    schema: {
      ...(action.tags ? { tags: [...action.tags] } : {}),
      summary: action.summary,
      ...(action.consumes ? { consumes: [...action.consumes] } : {}),
      ...(action.params ? { params: action.params } : {}),
      ...(action.query ? { querystring: action.query } : {}),
      ...(action.body ? { body: action.body } : {}),
    },
    ...(options.bodyLimit ? { bodyLimit: options.bodyLimit } : {}),
    handler: handler as RouteOptions['handler'],
  }
  app.route(route)
}
