import type { PickerFieldBaseProps } from '../PickerField/PickerField.types'
import type { PopupFieldValues, PopupRow } from './popupReportRules'

export interface PopupReportModalProps {
  open: boolean
  /** The online report's code (getRpColumns/{code}). */
  code: string
  /** Checkboxes, a repeated pick taking a row off (default false: one row, a new pick replaces it). */
  multiple?: boolean
  /** Dynamic parameters of the report's SQL, sent as `self_<name>`; one named like a query item also fills it. */
  param?: Record<string, string>
  /** Share key of the answers (popupGroupKey): columns, query items and pages are kept 30 s under it. */
  groupKey?: string
  /** Default 1200 (spec §9). */
  width?: number
  /** 确定 with one row (several in multi mode). The caller closes the modal. */
  onConfirm: (rows: PopupRow[]) => void
  /** 关闭, Escape or the backdrop. */
  onCancel: () => void
}

export interface PopupReportPickerProps extends Omit<PickerFieldBaseProps<PopupRow>, 'onChange'> {
  /** The online report's code. Required, with orgFields and destFields, else popup参数未正确配置!. */
  code?: string
  /** Report fields read from the chosen rows, comma separated. */
  orgFields?: string
  /** Fields they fill, comma separated, as many as orgFields. */
  destFields?: string
  /** The dest field whose values are this picker's own value (default: the first dest field). */
  field?: string
  multiple?: boolean
  param?: Record<string, string>
  /** Pickers of one group (a table's cells) share the report's answers for 30 s; without one nothing is shared. */
  groupId?: string
  /** Width of the modal (default 1200). */
  width?: number
  /**
   * 确定 and 清空: the new value (the `field` dest values, joined by `separator`), every dest field's values (several
   * rows joined by commas; all '' on 清空) and the chosen rows.
   */
  onChange?: (value: string, fields: PopupFieldValues, rows: PopupRow[]) => void
  /** Default 选择. */
  selectButtonText?: string
}
