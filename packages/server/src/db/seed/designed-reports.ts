import { customerBillResource, outBatchResource, type ReportDesign, type Resource } from '@portico/contract'
import { eq } from 'drizzle-orm'
import { saveDesignedReport } from '../../services/cgreport/design-store'
import { seedId } from '../../services/shared/ids'
import type { Db } from '../client'
import { onlCgreportHead } from '../schema'

interface DesignedReportSeed {
  code: string
  name: string
  content: string
  resource: Resource
  design: Omit<ReportDesign, 'source'>
}

/** The demo's designed reports: made through the designer's own service, checked against their sources. */
export const DESIGNED_REPORTS: DesignedReportSeed[] = [
  {
    code: 'channel_monthly_parcels',
    name: '渠道月度发货量',
    content: '每个渠道每月出库的包裹数（出库批次按出库时间的月份汇总）',
    resource: outBatchResource,
    design: {
      columns: [],
      groupBy: [
        { field: 'outStoreTime', bucket: 'month', label: '月份' },
        { field: 'channelCode', label: '渠道' },
      ],
      measures: [
        { fn: 'sum', field: 'parcelCount', label: '包裹数' },
        { fn: 'count', label: '批次数' },
      ],
      filters: [
        { field: 'outStoreTime', mode: 'group', label: '出库时间' },
        { field: 'channelCode', mode: 'single', label: '渠道' },
      ],
      sort: { key: 'outStoreTime_month', order: 'asc' },
      chart: { type: 'bar', category: 'outStoreTime_month', value: 'sum_parcelCount', series: 'channelCode' },
    },
  },
  {
    code: 'customer_monthly_bill',
    name: '客户月度账单金额',
    content: '各客户的账单金额合计与账单数，按出账日期筛选月份；客户用户只看到自己的账单',
    resource: customerBillResource,
    design: {
      columns: [],
      groupBy: [{ field: 'customerId', label: '客户' }],
      measures: [
        { fn: 'sum', field: 'totalAmount', label: '账单金额' },
        { fn: 'count', label: '账单数' },
      ],
      filters: [
        { field: 'billDate', mode: 'group', label: '出账日期' },
        { field: 'status', mode: 'single', label: '状态' },
      ],
      sort: { key: 'sum_totalAmount', order: 'desc' },
      chart: { type: 'pie', category: 'customerId', value: 'sum_totalAmount' },
    },
  },
]

/** Adds each demo report the database lacks (by code), through the designer's service. */
export async function seedDesignedReports(db: Db): Promise<void> {
  for (const report of DESIGNED_REPORTS) {
    const [existing] = await db
      .select({ id: onlCgreportHead.id })
      .from(onlCgreportHead)
      .where(eq(onlCgreportHead.code, report.code))
    if (existing) continue
    const source = { kind: 'resource', name: report.resource.table } as const
    await saveDesignedReport(
      db,
      report.resource,
      { code: report.code, name: report.name, content: report.content },
      { ...report.design, source },
      source,
      'admin',
      seedId(`report:${report.code}`),
    )
  }
}
