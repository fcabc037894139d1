import type { Socket } from 'node:net'
import { fail } from './envelope'

/** Node's parser refusals, answered in the JeecgBoot envelope like every other refusal. */
const ANSWERS: Record<string, [number, string, string]> = {
  HPE_HEADER_OVERFLOW: [431, 'Request Header Fields Too Large', '请求地址或请求头过长'],
  ERR_HTTP_REQUEST_TIMEOUT: [408, 'Request Timeout', '请求超时'],
}
const BAD_REQUEST: [number, string, string] = [400, 'Bad Request', '请求格式不正确']

/** Fastify's `clientErrorHandler`: a request the HTTP parser refused never reaches a route or the error handler. */
export function clientErrorHandler(error: Error & { code?: string }, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return
  const [status, reason, message] = (error.code && ANSWERS[error.code]) || BAD_REQUEST
  const body = JSON.stringify(fail(status, message))
  socket.end(
    `HTTP/1.1 ${status} ${reason}\r\nConnection: close\r\nContent-Type: application/json;charset=UTF-8\r\n` +
      `Content-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
  )
}
