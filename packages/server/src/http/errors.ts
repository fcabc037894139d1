import type { FastifyError, FastifyInstance } from 'fastify'
import { fail, HttpError } from './envelope'
import { refusalOnWire, unknownPathOnWire } from './status-policy'

declare module 'fastify' {
  interface FastifyRequest {
    /** The HTTP status a refusal stands for (409, 403…), whatever went on the wire: for logs and counters. */
    refusalStatus: number | null
  }
}

/** PostgreSQL's unique_violation, possibly wrapped by drizzle in `cause`. */
export function isUniqueViolation(error: unknown): boolean {
  const candidate = error as { code?: unknown; cause?: { code?: unknown } }
  return candidate?.code === '23505' || candidate?.cause?.code === '23505'
}

function messageFor(error: FastifyError): { status: number; message: string; result?: unknown } | undefined {
  if (error instanceof HttpError)
    return { status: error.statusCode, message: error.message, result: error.result }
  if (isUniqueViolation(error)) return { status: 409, message: '数据库中已存在该记录' }
  if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') return { status: 413, message: '请求体过大（上限 1 MiB）' }
  if (
    error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' ||
    (error.statusCode === 400 && error instanceof SyntaxError)
  ) {
    return { status: 400, message: '请求体不是合法的JSON' }
  }
  if (error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY') return { status: 400, message: '请求体不是合法的JSON' }
  if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') return { status: 415, message: '不支持的请求体类型' }
  if (error.validation) return { status: 400, message: `参数不正确：${error.message}` }
  if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
    return { status: error.statusCode, message: error.message }
  }
  return undefined
}

/**
 * Every error leaves as an envelope, with the HTTP status and code the status policy gives it (status-policy.ts);
 * unexpected ones are logged and answered without detail.
 */
export function installErrorHandler(app: FastifyInstance): void {
  app.decorateRequest('refusalStatus', null)
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const known = messageFor(error)
    if (known) {
      request.refusalStatus = known.status
      const wire = refusalOnWire(request.url, known.status)
      return reply
        .status(wire.httpStatus)
        .send({ ...fail(wire.code, known.message), result: known.result ?? null })
    }
    request.log.error({ err: error }, 'unexpected error')
    return reply.status(500).send(fail(500, '操作失败'))
  })
}

export function installNotFoundHandler(app: FastifyInstance): void {
  app.setNotFoundHandler((request, reply) => {
    request.refusalStatus = 404
    const wire = unknownPathOnWire(request.url)
    return reply.status(wire.httpStatus).send(fail(wire.code, '路径不存在，请检查路径是否正确'))
  })
}
