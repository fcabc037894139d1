import { PassThrough, type Writable } from 'node:stream'
import type { FastifyReply, FastifyRequest } from 'fastify'
import { contentDisposition } from './content-disposition'

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'

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
