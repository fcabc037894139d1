import { PassThrough } from 'node:stream'
import type { ParcelRow } from '@portico/contract'
import type { FastifyReply, FastifyRequest } from 'fastify'
import type { Db } from '../../db/client'
import { contentDisposition } from '../../http/content-disposition'
import { DictCodec } from '../excel/dict-codec'
import { writeEntitySheet, XLSX_TYPE } from '../excel/export'
import type { ExcelColumn } from '../excel/sheet.types'

const COLUMNS: ExcelColumn[] = [
  { title: '运单号', field: 'trackingNo', width: 20 },
  { title: '平台订单号', field: 'platformOrderNo', width: 22 },
  { title: '电商平台', field: 'platform', dictCode: 'ecommerce_platform', width: 12 },
  { title: '客户', field: 'customerName', width: 28 },
  { title: '渠道', field: 'channelName', width: 22 },
  { title: '目的国', field: 'destinationCountry', dictCode: 'country', width: 10 },
  { title: '收件人', field: 'buyerName', width: 16 },
  { title: '状态', field: 'status_dictText', width: 12 },
  { title: '站点', field: 'stationName', width: 18 },
  { title: '实重(kg)', field: 'actualWeight', width: 10 },
  { title: '体积重(kg)', field: 'volumetricWeight', width: 10 },
  { title: '计费重(kg)', field: 'billableWeight', width: 10 },
  { title: '入库时间', field: 'inStoreTime', width: 20 },
  { title: '入库人', field: 'inStoreBy', width: 12 },
  { title: '下单时间', field: 'createTime', width: 20 },
]

/** Sends parcels as an .xlsx named after the screen (JeecgBoot's layout: title, exporter, header rows). */
export async function sendParcelSheet(
  deps: { db: Db },
  request: FastifyRequest,
  reply: FastifyReply,
  title: string,
  rows: ParcelRow[],
) {
  const sheet = {
    title: `${title}数据`,
    sheetName: title,
    fileName: title,
    key: 'logistics_parcel',
    columns: COLUMNS,
  }
  const dicts = await DictCodec.load(deps.db, COLUMNS)
  const output = new PassThrough()
  writeEntitySheet(
    output,
    sheet,
    dicts,
    rows as unknown as Record<string, unknown>[],
    `导出人:${request.user!.realname}`,
  ).catch((error: unknown) => {
    request.log.error({ err: error }, 'export failed')
    output.destroy(error as Error)
  })
  return reply
    .type(XLSX_TYPE)
    .header('Content-Disposition', contentDisposition('attachment', `${title}.xlsx`))
    .send(output)
}
