import type { Writable } from 'node:stream'
import { goodsTotal } from '@portico/contract'
import { asc, eq, inArray } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { customsDataBatch, customsDeclaration, logisticsOrder, logisticsOrderItem } from '../../db/schema'
import { notFound } from '../../http/envelope'
import { openSheetWriter } from '../excel/export'

/** The declaration file's columns, laid out like the single window's 跨境电商出口清单 import template. */
const COLUMNS = [
  { title: '清单编号', width: 20 },
  { title: '运单号', width: 20 },
  { title: '订单号', width: 22 },
  { title: '电商平台', width: 12 },
  { title: '监管方式', width: 10 },
  { title: '订购人', width: 14 },
  { title: '支付单号', width: 22 },
  { title: '商品序号', width: 8 },
  { title: '商品名称', width: 24 },
  { title: '英文名称', width: 24 },
  { title: 'HS编码', width: 12 },
  { title: '数量', width: 8 },
  { title: '单价', width: 10 },
  { title: '总价', width: 10 },
  { title: '币制', width: 8 },
]

/** The batch whose file is asked for; 404 when it is gone. */
export async function dataBatchFor(db: Db, id: string) {
  const [batch] = await db.select().from(customsDataBatch).where(eq(customsDataBatch.id, id))
  if (!batch) throw notFound('报关数据批次不存在，可能已被删除')
  return batch
}

/** Writes one row per goods line of each declaration of the batch (exact totals). */
export async function writeDeclarationFile(
  db: Db,
  batch: { id: string; batchNo: string },
  output: Writable,
  who: string,
) {
  const declarations = await db
    .select({ declaration: customsDeclaration, platform: logisticsOrder.platform })
    .from(customsDeclaration)
    .innerJoin(logisticsOrder, eq(logisticsOrder.id, customsDeclaration.orderId))
    .where(eq(customsDeclaration.dataBatchId, batch.id))
    .orderBy(asc(customsDeclaration.declarationNo))
  const items = declarations.length
    ? await db
        .select()
        .from(logisticsOrderItem)
        .where(
          inArray(
            logisticsOrderItem.orderId,
            declarations.map((d) => d.declaration.orderId),
          ),
        )
        .orderBy(asc(logisticsOrderItem.orderNum))
    : []
  const writer = await openSheetWriter(
    output,
    { title: `跨境电商出口清单 ${batch.batchNo}`, sheetName: '清单' },
    COLUMNS,
    `清单数：${declarations.length}　导出人:${who}`,
  )
  for (const { declaration: d, platform } of declarations) {
    const lines = items.filter((item) => item.orderId === d.orderId)
    for (const [index, item] of lines.entries()) {
      await writer.addRow([
        d.declarationNo,
        d.trackingNo,
        d.platformOrderNo,
        platform,
        d.customsMode,
        d.buyerName,
        d.paymentNo ?? '',
        String(index + 1),
        item.nameCn,
        item.nameEn,
        item.hsCode ?? '',
        String(item.quantity),
        item.unitValue,
        goodsTotal([item]),
        d.currency,
      ])
    }
  }
  await writer.finish()
}
