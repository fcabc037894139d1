/**
 * How wide a list column is, from what it holds. A column of a fixed-shape kind (dates, amounts, codes, the 操作
 * buttons) takes the width of its content and is never cut; a text column takes its declared width (or a default)
 * and cuts what does not fit with an ellipsis. No column is ever narrower than its header.
 */
export type ColumnKind =
  | 'text'
  | 'code'
  | 'date'
  | 'month'
  | 'datetime'
  | 'money'
  | 'number'
  | 'integer'
  | 'weight'
  | 'tag'
  | 'actions'

/** The kinds whose values are read as numbers: right-aligned, digits of equal width. */
const NUMERIC: ReadonlySet<ColumnKind> = new Set(['money', 'number', 'integer', 'weight'])

/** The narrowest a column of each kind is drawn (px, padding included), wide enough for a typical value. */
const KIND_MIN_WIDTH: Record<ColumnKind, number> = {
  // A text column's declared width is its least width (a short 状态 needs little); undeclared, DEFAULT_TEXT_WIDTH.
  text: 48,
  code: 110,
  date: 104,
  month: 84,
  datetime: 168,
  money: 100,
  number: 80,
  integer: 72,
  weight: 80,
  tag: 72,
  actions: 64,
}

/** A text column without a declared width. */
const DEFAULT_TEXT_WIDTH = 160

/** Cell padding (Fluent's spacingHorizontalS on each side). */
const CELL_PADDING = 16
/** The sort arrow and its gap beside a sortable header. */
const SORT_ICON = 24

export interface SizedColumnInput {
  title: string
  kind?: ColumnKind
  width?: number
  sortable?: boolean
  fixed?: 'right'
  align?: 'left' | 'center' | 'right'
}

export interface ColumnSizing {
  kind: ColumnKind
  /** The header cell's width: the column is at least this wide. */
  width: number
  /** Text that does not fit is cut with an ellipsis (text columns); other kinds widen to their content. */
  truncates: boolean
  align: 'left' | 'center' | 'right'
  numeric: boolean
}

/** Roughly how wide a header's text is in the table's 14 px font: Han characters are square, the rest about half. */
export function textWidth(text: string): number {
  let width = 0
  for (const char of text) width += /[\u2e80-\u9fff\uff00-\uffef\u3000-\u303f]/.test(char) ? 14 : 8
  return width
}

/** The width a header needs not to be cut. */
export function headerWidth(title: string, sortable = false): number {
  return Math.ceil(textWidth(title) + CELL_PADDING + (sortable ? SORT_ICON : 0))
}

/** A column's kind, width, whether it cuts its text, and its alignment. */
export function sizeColumn(column: SizedColumnInput): ColumnSizing {
  const kind = column.kind ?? (column.fixed === 'right' ? 'actions' : 'text')
  const truncates = kind === 'text'
  // The 操作 buttons decide their own width: a declared one is a guess that leaves a gap or cuts a button.
  const declared = kind === 'actions' ? 0 : (column.width ?? (truncates ? DEFAULT_TEXT_WIDTH : 0))
  const width = Math.max(declared, KIND_MIN_WIDTH[kind], headerWidth(column.title, column.sortable))
  const numeric = NUMERIC.has(kind)
  return { kind, width, truncates, numeric, align: column.align ?? (numeric ? 'right' : 'left') }
}
