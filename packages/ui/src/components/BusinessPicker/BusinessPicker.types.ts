import type { PickerFieldBaseProps } from '../PickerField/PickerField.types'
import type { RowKey, SelectionColumn } from '../SelectionModal/SelectionModal.types'

/** What both the modal and the field take (JSelectBizComponent's reusable props). */
export interface BusinessOptions<Row> {
  /** What is chosen, e.g. 用户: the title reads 用户选择 and the panel 已选用户. */
  name: string
  /** List url (relative to the http client's base): `pageNo`, `pageSize` and the search parameter. */
  listUrl: string
  columns: SelectionColumn<Row>[]
  /** Default `id`. */
  rowKey?: RowKey<Row>
  /** Default true. */
  multiple?: boolean
  /** Default 900 (spec §9). */
  width?: number
  /** Label of the search box (default `name`). */
  queryParamText?: string
  /** Cut cell text at this many characters; -1 keeps it whole. Default 12 (spec §9). */
  ellipsisLength?: number
  /** Fixed query parameters sent with every list request. */
  params?: Record<string, string | number | undefined>
  /** Rows per page (default 5, choices 5/10/20/30: spec §9). */
  pageSize?: number
}

export interface BusinessModalProps<Row> extends BusinessOptions<Row> {
  open: boolean
  /** The list parameter the search box fills (sent as `*text*`, a contains match). */
  queryParamCode: string
  initialSelection?: Row[]
  onConfirm: (rows: Row[], keys: string[]) => void
  onCancel: () => void
}

export interface BusinessPickerProps<Row> extends BusinessOptions<Row>, PickerFieldBaseProps<Row> {
  /** [id field, code field]: the value holds the first with `returnId`, else the second. Default ['id', 'id']. */
  returnKeys?: [string, string]
  returnId?: boolean
  /** Field shown in the box (default: the stored one). */
  displayKey?: string
  /** Url to look stored values up (default `listUrl`), with `<value field>=a,b,`. */
  valueUrl?: string
  /** The search box's parameter (default: the stored field). */
  queryParamCode?: string
  /** Default 选择. */
  selectButtonText?: string
}
