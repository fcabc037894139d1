import type { Envelope } from '@portico/contract'

export function ok<T>(result: T, message = '操作成功！', code = 200): Envelope<T> {
  return { success: true, message, code, result, timestamp: Date.now() }
}

export function fail(code: number, message: string): Envelope<null> {
  return { success: false, message, code, result: null, timestamp: Date.now() }
}

/** A failure that the error handler turns into an envelope with the same HTTP status. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    /** The envelope's result, e.g. each field's message or the record as it is now. */
    readonly result: unknown = null,
  ) {
    super(message)
    this.name = 'HttpError'
  }
}

export const badRequest = (message: string) => new HttpError(400, message)
export const conflict = (message: string) => new HttpError(409, message)
export const forbidden = (message = '没有权限，请联系管理员授权') => new HttpError(403, message)
export const notFound = (message: string) => new HttpError(404, message)
export const unauthorized = () => new HttpError(401, TOKEN_INVALID_MESSAGE)

export const TOKEN_INVALID_MESSAGE = 'Token失效，请重新登录!'
