import type { UserSettings } from '@portico/ui'
import type { ReactNode } from 'react'
import type { TablePermissionProps } from '../permissions/useTablePermissions'
import type { ColumnKind } from './layout/columnSizing'

export interface DataTableColumn<Row> {
  key: string
  title: string
  /**
   * What the column holds, which sets its width: dates, datetimes, amounts, numbers, codes, tags and the 操作
   * buttons take the width of their content and are never cut; text (the default) takes `width` and ends in an
   * ellipsis when longer. Amounts and numbers are right-aligned.
   */
  kind?: ColumnKind
  /**
   * The column's width in px: a text column's least width (it shares the room left over), another kind's least
   * width; ignored for the 操作 buttons, which take their own. Never below its header.
   */
  width?: number
  sortable?: boolean
  /** Cut long text: true = 25 characters (spec §9), or a number; the full text shows on hover. */
  ellipsis?: boolean | number
  align?: 'left' | 'center' | 'right'
  /** 'right': the column stays in view at the right edge while a wide table scrolls (the 操作 column). */
  fixed?: 'right'
  render?: (row: Row, index: number) => ReactNode
}

export type SortOrder = 'asc' | 'desc'

export interface DataTableSort {
  column?: string
  order?: SortOrder
}

export interface DataTableSelection<Row> {
  selectedKeys: string[]
  onChange: (keys: string[], rows: Row[]) => void
  /** Rows that cannot be selected (spec §4: a row is disabled when a field matches a configured value). */
  isRowDisabled?: (row: Row) => boolean
}

export interface DataTableColumnSettings {
  /** Names the table among the user's settings, e.g. its route `/isystem/user`. */
  tableId: string
  /** Where layouts are kept; default the signed-in user's server-side settings (needs a PorticoProvider). */
  settings?: UserSettings
}

export interface DataTableProps<Row> extends TablePermissionProps {
  columns: DataTableColumn<Row>[]
  data: Row[]
  rowKey: keyof Row | ((row: Row) => string)
  loading?: boolean
  emptyText?: ReactNode
  sort?: DataTableSort
  onSortChange?: (sort: DataTableSort) => void
  selection?: DataTableSelection<Row>
  'aria-label': string
  /** Adds the 列设置 button to the header: the user shows, hides and reorders columns, kept for them. */
  columnSettings?: DataTableColumnSettings
}
