import type { ReactNode } from 'react'

export type SelectionMode = 'single' | 'multiple'

/** A row's identity: the name of a field holding it, or a function. */
export type RowKey<Row> = (keyof Row & string) | ((row: Row) => string)

export interface SelectionColumn<Row> {
  /** Field shown (and the column id). */
  key: string
  title: string
  width?: number | string
  /** Cut long text: true = 25 characters, a number = that many; the full text shows on hover. Default: the modal's. */
  ellipsis?: boolean | number
  align?: 'left' | 'center' | 'right'
  /** Cell content instead of the field's text (no ellipsis then). */
  render?: (row: Row, index: number) => ReactNode
}

/** What the modal asks for: a page, the search text and the caller's own filters. */
export interface SelectionPageRequest<Filters = Record<string, unknown>> {
  pageNo: number
  pageSize: number
  keyword: string
  filters: Filters
}

export interface SelectionPage<Row> {
  records: Row[]
  total: number
}

/** Loads one page of candidates; reject (ideally with a SelectionLoadError) to show the failure. */
export type FetchSelectionPage<Row, Filters = Record<string, unknown>> = (
  request: SelectionPageRequest<Filters>,
) => Promise<SelectionPage<Row>>

export interface SelectionSearch {
  /** Label of the search box, e.g. 用户姓名. */
  label: string
  /** Default `请输入{label}`. */
  placeholder?: string
}

export interface ChosenPanelOptions<Row> {
  /** Heading, e.g. 已选用户. */
  title: string
  /** Column listing a chosen row (default: the first column). */
  column?: SelectionColumn<Row>
}

export interface SelectionModalProps<Row, Filters = Record<string, unknown>> {
  open: boolean
  title: string
  /** Pixels (default 900). */
  width?: number
  columns: SelectionColumn<Row>[]
  rowKey: RowKey<Row>
  fetchPage: FetchSelectionPage<Row, Filters>
  /** Single select replaces the choice; multiple toggles a repeated pick off. Default multiple. */
  selectionMode?: SelectionMode
  /** Rows chosen when the modal opens. */
  initialSelection?: Row[]
  /** 确定: the chosen rows and their keys, in the order they were picked. The caller closes the modal. */
  onConfirm: (rows: Row[], keys: string[]) => void
  /** 关闭, Escape or the backdrop. */
  onCancel: () => void
  /** Rows per page (default 10) and the size changer's choices (default 10/20/30). */
  pageSize?: number
  pageSizeOptions?: number[]
  /** Cut long cell text (spec §9: 25 by default, 12 in the business modal). */
  ellipsis?: boolean | number
  /** A search box with 查询 and 重置; its text reaches fetchPage as `keyword`. */
  search?: SelectionSearch
  /** The caller's own query controls, above the table (next to the search box). */
  toolbar?: ReactNode
  /** Extra query values passed to fetchPage; a change reloads from page 1. */
  filters?: Filters
  /** 查询 was pressed (apply the caller's own query controls, e.g. through `filters`). */
  onSearch?: () => void
  /** 重置 was pressed (clear the caller's own filters too). */
  onReset?: () => void
  /** A panel left of the table (the user picker's department tree). */
  aside?: ReactNode
  /** A panel right of the table listing the chosen rows, each with 删除. */
  chosenPanel?: ChosenPanelOptions<Row>
  /** Checked on 确定; a message keeps the modal open and is shown. */
  validate?: (rows: Row[]) => string | undefined
  /** JModal's fullscreen switch (default true). */
  fullscreenSwitch?: boolean
  confirmText?: string
  cancelText?: string
  emptyText?: ReactNode
}
