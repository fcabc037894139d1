import type { DictOption } from './dict'

/** A column of an online report as the popup table renders it; `customRender` names a dictionary in dictOptions. */
export interface CgReportColumn {
  title: string
  dataIndex: string
  align?: 'left' | 'center' | 'right'
  sorter?: boolean
  customRender?: string
}

/** `result` of `GET /online/cgreport/api/getRpColumns/{code}`. */
export interface CgReportColumns {
  columns: CgReportColumn[]
  dictOptions: Record<string, DictOption[]>
  cgRpConfigId: string
  cgRpConfigName: string
  /** A designed report's chart (`category` and `value` name columns). */
  chart?: { type: 'bar' | 'line' | 'pie'; category: string; value: string; series?: string }
}

export type CgReportQueryMode = 'single' | 'group'

/** An item of `GET /online/cgreport/api/getQueryInfo/{cgRpConfigId}`. */
export interface CgReportQueryItem {
  field: string
  label: string
  /** text, number, date, datetime, or list (a dictionary). */
  view: 'text' | 'number' | 'date' | 'datetime' | 'list'
  mode: CgReportQueryMode
  /** `'1'`: shown only when the query form is expanded. */
  hidden: '0' | '1'
  dictCode?: string
  /** Options of `dictCode`, so the form needs no second call. */
  dictOptions?: DictOption[]
}

/** `result` of `GET /online/cgreport/api/getData/{cgRpConfigId}` (the client reads records and Number(total)). */
export interface CgReportData {
  records: Record<string, unknown>[]
  total: number
  size: number
  current: number
  pages: number
}

/** Prefix of a report's dynamic SQL parameters in getData (`self_<param>`). */
export const CG_REPORT_PARAM_PREFIX = 'self_'
