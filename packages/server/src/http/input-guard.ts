import type { FastifyInstance } from 'fastify'
import { badRequest } from './envelope'

/** Deepest JSON nesting a client form needs is far below this; parsers and validators recurse on depth. */
export const MAX_INPUT_DEPTH = 32
/** Longest string in a query or path parameter. */
export const MAX_PARAM_LENGTH = 8 * 1024
/** Longest string in a JSON body (rich-text announcements are the longest legitimate ones). */
export const MAX_BODY_STRING_LENGTH = 256 * 1024
/** JeecgBoot page numbers and sizes: bounded so that offsets stay far inside a bigint. */
export const MAX_PAGE_NO = 10_000_000
export const MAX_PAGE_SIZE_PARAM = 1_000_000

/** The first problem of a value, or undefined: NUL characters, over-long strings, over-deep nesting. */
export function inputProblem(value: unknown, maxString: number, depth = 0): string | undefined {
  if (typeof value === 'string') {
    if (value.includes('\u0000')) return '参数不能包含NUL字符'
    if (value.length > maxString) return '参数过长'
    return undefined
  }
  if (value === null || typeof value !== 'object') return undefined
  if (depth >= MAX_INPUT_DEPTH) return '参数嵌套过深'
  for (const [key, item] of Object.entries(value)) {
    const problem = inputProblem(key, maxString) ?? inputProblem(item, maxString, depth + 1)
    if (problem) return problem
  }
  return undefined
}

function pageProblem(query: Record<string, unknown>): string | undefined {
  const bounded: [string, number, string][] = [
    ['pageNo', MAX_PAGE_NO, '页码不正确'],
    ['pageSize', MAX_PAGE_SIZE_PARAM, '每页条数不正确'],
  ]
  for (const [name, max, message] of bounded) {
    const raw = query[name]
    if (raw === undefined || raw === '') continue
    const n = Number(raw)
    if (typeof raw !== 'string' || !/^\d+$/.test(raw) || n < 1 || n > max) return message
  }
  return undefined
}

/**
 * One rule for every route, before its schema is checked: NUL characters (PostgreSQL refuses them in text),
 * over-long strings, over-deep JSON and unbounded page numbers are a 400 in the envelope, never a 500.
 */
export function installInputGuard(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    const query = (request.query ?? {}) as Record<string, unknown>
    const problem =
      inputProblem(query, MAX_PARAM_LENGTH) ??
      inputProblem(request.params, MAX_PARAM_LENGTH) ??
      pageProblem(query) ??
      (isPlainData(request.body) ? inputProblem(request.body, MAX_BODY_STRING_LENGTH) : undefined)
    if (problem) throw badRequest(problem)
  })
}

/** JSON and text bodies; multipart streams and buffers are checked by their own routes. */
const isPlainData = (body: unknown) =>
  typeof body === 'string' ||
  Array.isArray(body) ||
  (typeof body === 'object' && body !== null && Object.getPrototypeOf(body) === Object.prototype)
