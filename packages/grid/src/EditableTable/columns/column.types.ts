import type { ReactNode } from 'react'
import type { EditableRow } from '../rows/rowOperations'
import type { StatisticsKind } from '../rows/statistics'
import type { ValidateRule } from '../validation/validation.types'
import type { EditableColumnType } from './columnTypes'

export interface EditableColumnOption {
  value: string | number
  text?: string
  title?: string
  disabled?: boolean
}

/** A column of the editable table (spec §3, Editable table column). */
export interface EditableColumn {
  key: string
  title: string
  /** One of the 20 types of spec §3, or a type registered with `registerColumnType`. */
  type: EditableColumnType | (string & {})
  width?: number
  minWidth?: number
  placeholder?: string
  options?: EditableColumnOption[]
  /**
   * Dictionary code the options come from (resolved by the caller into `options`); a sel_search column with a
   * dictCode and no options searches it on the server instead (loadDict, 300 ms after the last keystroke).
   */
  dictCode?: string
  defaultValue?: unknown
  /** Checkbox: whether new rows start checked. */
  defaultChecked?: boolean
  /** Checkbox and switch: the stored [checked, unchecked] pair (default [true, false]; switch ['Y', 'N']). */
  customValue?: [unknown, unknown]
  validateRules?: ValidateRule[]
  /** Extra props passed to the cell's control. */
  props?: Record<string, unknown>
  disabled?: boolean
  allowDownload?: boolean
  allowRemove?: boolean
  /** select: typed text that names no option is kept as the value (a searchable combobox). */
  allowInput?: boolean
  /** select: the options are filtered as typed. */
  allowSearch?: boolean
  statistics?: StatisticsKind | StatisticsKind[]
  isOrder?: boolean
  /** upload cells: send the access token with the upload (default true). */
  token?: boolean
  /** upload cells: the upload URL (default the provider's). */
  action?: string
  /** upload cells: the reply's key holding the stored path (default `message`). */
  responseName?: string
  /** popup: the online report's code. */
  popupCode?: string
  /** popup: the dest field whose values the cell shows (default: the column's key). */
  field?: string
  /** popup: report fields read from the chosen rows, comma separated. */
  orgFields?: string
  /** popup: row fields they fill, comma separated, in the same order (the column's key among them). */
  destFields?: string
  fieldExtendJson?: string
  number?: number
  /** Slot columns: the name of the renderer in the table's `slots`. */
  slotName?: string
  /** Slot columns: renders the cell (instead of a named slot). */
  slot?: SlotRenderer
}

export interface SlotContext {
  row: EditableRow
  rowIndex: number
  column: EditableColumn
  value: unknown
  setValue: (value: unknown) => void
}

export type SlotRenderer = (context: SlotContext) => ReactNode
