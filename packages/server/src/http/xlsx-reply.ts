import { PassThrough, type Writable } from 'node:stream'
import type { FastifyReply, FastifyRequest } from 'fastify'
import { XLSX_TYPE } from '../services/excel/export'
import { contentDisposition } from './content-disposition'

/** Streams a workbook `write` produces as an .xlsx download; a failure midway ends the download with the error. */
export function sendXlsx(
  request: FastifyRequest,
  reply: FastifyReply,
  fileName: string,
  write: (output: Writable) => Promise<void>,
) {
  const output = new PassThrough()
  write(output).catch((error) => {
    request.log.error({ err: error }, `${fileName} failed`)
    output.destroy(error)
  })
  return reply
    .type(XLSX_TYPE)
    .header('Content-Disposition', contentDisposition('attachment', fileName))
    .send(output)
}
