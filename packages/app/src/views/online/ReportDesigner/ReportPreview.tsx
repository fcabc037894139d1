import { Caption1 } from '@fluentui/react-components'
import type { CgReportColumn, CgReportData, DictOption, ReportDesign } from '@portico/contract'
import { DataTable } from '@portico/grid'
import { type PopupRow, popupColumns } from '@portico/ui'
import { ReportChart } from '../ReportChart'

export interface PreviewResult {
  data: CgReportData
  items: { fieldName: string; fieldTxt: string; dictCode: string | null; isShow: number }[]
  design: ReportDesign
  dictOptions: Record<string, DictOption[]>
}

/** The designer's live preview: the first page of the design's rows as the report will show them, and its chart. */
export function ReportPreview({ preview }: { preview: PreviewResult }) {
  const shown = preview.items.filter((item) => item.isShow === 1)
  const columns: CgReportColumn[] = shown.map((item) => ({
    title: item.fieldTxt,
    dataIndex: item.fieldName,
    ...(item.dictCode ? { customRender: item.dictCode } : {}),
  }))
  const dictOf = (key: string) => {
    const code = shown.find((item) => item.fieldName === key)?.dictCode
    return code ? preview.dictOptions[code] : undefined
  }
  const title = (key: string) => shown.find((item) => item.fieldName === key)?.fieldTxt ?? key
  const chart = preview.design.chart
  return (
    <section aria-label="预览">
      <Caption1>
        预览：共 {preview.data.total} 行，显示前 {preview.data.records.length} 行
      </Caption1>
      {chart && (
        <ReportChart
          chart={chart}
          title="预览图表"
          records={preview.data.records}
          dictOf={dictOf}
          categoryTitle={title(chart.category)}
          valueTitle={title(chart.value)}
        />
      )}
      <DataTable<PopupRow>
        aria-label="预览数据"
        columns={popupColumns(columns, preview.dictOptions).map((column) => ({
          ...column,
          width: typeof column.width === 'number' ? column.width : undefined,
        }))}
        data={preview.data.records as PopupRow[]}
        rowKey={(row) => JSON.stringify(row)}
        emptyText="暂无数据"
      />
    </section>
  )
}
