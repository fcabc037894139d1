import type { Envelope } from '@portico/contract'
import { expect } from 'vitest'
import type { PorticoServer } from '../../src/server'
import { API } from './app'

/** A 1x1 PNG: content that really is an image. */
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
)
/** The smallest PDF the upload's content check accepts as one. */
export const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n')

/** POSTs one file to /sys/common/upload as the upload widgets do, `fields` (biz, isup…) beside it. */
export async function postUpload(
  app: PorticoServer,
  token: string | null,
  content: Buffer | string,
  name: string,
  { type = 'application/octet-stream', fields = {} }: { type?: string; fields?: Record<string, string> } = {},
) {
  const form = new FormData()
  form.append('file', new Blob([content], { type }), name)
  for (const [key, value] of Object.entries(fields)) form.append(key, value)
  const response = await app.inject({
    method: 'POST',
    url: `${API}/sys/common/upload`,
    headers: token ? { 'x-access-token': token } : {},
    payload: form,
  })
  return { status: response.statusCode, body: response.json() as Envelope<null> }
}

/** Uploads a file the server must accept under `biz`; answers its stored path (the envelope's message). */
export async function uploadedPath(
  app: PorticoServer,
  token: string,
  file: { content: Buffer; name: string; type: string },
  biz: string,
): Promise<string> {
  const { body } = await postUpload(app, token, file.content, file.name, { type: file.type, fields: { biz } })
  expect(body.success, body.message).toBe(true)
  return body.message
}
