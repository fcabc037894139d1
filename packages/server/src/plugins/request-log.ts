import type { FastifyReply, FastifyRequest } from 'fastify'
import type { Deps } from '../deps'
import {
  LOG_TYPE_LOGIN,
  LOG_TYPE_OPERATION,
  operateTypeOf,
  type SysLogEntry,
  writeSysLog,
} from '../services/logs/sys-log'
import { urlWithoutSecrets } from '../services/shared/redact'
import { unencapsulated } from './unencapsulated'

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route signs a user in or out: it is written to sys_log as a login log (type 1). */
    loginLog?: 'login' | 'logout'
  }
  interface FastifyRequest {
    /** Set by a login route once it knows who signed in. */
    loginUser: { id: string; username: string } | null
    /** The envelope message of a login route's answer (success or the refusal's reason). */
    loginMessage: string | null
  }
}

const WRITE_METHODS = new Set(['POST', 'PUT', 'DELETE', 'PATCH'])
const SECRET_PARAM = /pass|pwd|captcha|token|secret|ticket/i

/** The request path with secret-named path parameters (`/getLoginUser/:token/…`) and query values removed. */
function tracedPath(request: FastifyRequest): string {
  let path = urlWithoutSecrets(request.url)
  const params = (request.params ?? {}) as Record<string, unknown>
  for (const [name, value] of Object.entries(params)) {
    if (SECRET_PARAM.test(name) && typeof value === 'string' && value !== '') {
      path = path.replace(encodeURIComponent(value), '[redacted]').replace(value, '[redacted]')
    }
  }
  return path
}

function messageOf(payload: unknown): string | null {
  if (typeof payload !== 'string') return null
  try {
    const message = (JSON.parse(payload) as { message?: unknown }).message
    return typeof message === 'string' ? message : null
  } catch {
    return null
  }
}

/** A refusal answered HTTP 200 in JeecgBoot's style still counts as the refusal it is (409, 403…). */
const outcomeStatus = (request: FastifyRequest, reply: FastifyReply) =>
  request.refusalStatus ?? reply.statusCode

function logEntryOf(request: FastifyRequest, reply: FastifyReply): SysLogEntry | null {
  const config = request.routeOptions.config
  const route = request.routeOptions.url ?? request.url
  const common = {
    ip: request.ip,
    method: `${request.method} ${route}`,
    requestUrl: urlWithoutSecrets(request.url).split('?')[0],
    requestType: request.method,
    costTime: Math.round(reply.elapsedTime),
    status: outcomeStatus(request, reply),
  }
  if (config.loginLog) {
    const body = (request.body ?? {}) as Record<string, unknown>
    const user = request.loginUser ?? request.user
    const username = user?.username ?? (typeof body.username === 'string' ? body.username : null)
    const succeeded = config.loginLog === 'login' ? request.loginUser !== null : common.status < 400
    const verb = config.loginLog === 'login' ? '登录' : '退出'
    const outcome = succeeded ? `${verb}成功！` : `${verb}失败：${request.loginMessage ?? common.status}`
    return {
      ...common,
      logType: LOG_TYPE_LOGIN,
      logContent: `用户名: ${username ?? '（未知）'},${outcome}`,
      userid: user?.id ?? null,
      username,
      createBy: user?.username ?? null,
      params: body,
    }
  }
  if (!request.user || !WRITE_METHODS.has(request.method) || config.permission === undefined) return null
  const summary = request.routeOptions.schema?.summary
  return {
    ...common,
    logType: LOG_TYPE_OPERATION,
    operateType: operateTypeOf(request.method, route),
    logContent: typeof summary === 'string' ? summary : `${request.method} ${route}`,
    userid: request.user.id,
    username: request.user.username,
    createBy: request.user.username,
    params: request.isMultipart() ? undefined : { query: request.query, body: request.body },
  }
}

/**
 * After every API answer: the request goes into the trace ring buffer and counters, and sign-ins, sign-outs and
 * writes by signed-in users go into sys_log. Runs after the answer is sent, so it never slows a request down.
 */
export const requestLogPlugin = unencapsulated<{ deps: Deps }>(async (app, { deps }) => {
  app.decorateRequest('loginUser', null)
  app.decorateRequest('loginMessage', null)

  app.addHook('onSend', async (request, _reply, payload) => {
    if (request.routeOptions.config.loginLog) request.loginMessage = messageOf(payload)
    return payload
  })

  app.addHook('onResponse', async (request, reply) => {
    deps.monitoring.requests.record({
      time: Date.now(),
      method: request.method,
      path: tracedPath(request),
      status: outcomeStatus(request, reply),
      durationMs: Math.round(reply.elapsedTime * 10) / 10,
      username: request.loginUser?.username ?? request.user?.username ?? null,
      ip: request.ip,
    })
    const entry = logEntryOf(request, reply)
    if (entry) {
      writeSysLog(deps.db, entry).catch((error) => request.log.error({ err: error }, 'sys_log write failed'))
    }
  })
})
