/** The 20 column types of spec §3. */
export const editableColumnTypes = [
  'input',
  'inputNumber',
  'checkbox',
  'select',
  'list_multi',
  'sel_search',
  'sel_depart',
  'sel_user',
  'date',
  'datetime',
  'input_pop',
  'upload',
  'file',
  'image',
  'popup',
  'radio',
  'checkbox_meta',
  'slot',
  'hidden',
  'normal',
] as const

export type EditableColumnType = (typeof editableColumnTypes)[number]

export interface ColumnTypeSize {
  /** Default width in px. */
  width?: number
  /** The narrowest the column may be, in px. */
  minWidth?: number
}

/** Widths and minimum widths of spec §9. */
export const columnTypeSizes: Partial<Record<EditableColumnType, ColumnTypeSize>> = {
  date: { minWidth: 135 },
  datetime: { width: 200, minWidth: 190 },
  sel_user: { width: 220, minWidth: 190 },
  sel_depart: { width: 160, minWidth: 190 },
}

/** Share of the table width that columns without a width divide among themselves (spec §9). */
export const AUTO_WIDTH_SHARE = 0.92
/** Width of a column without one when the table's width is not known yet. */
export const FALLBACK_COLUMN_WIDTH = 120

interface SizedColumn {
  type: string
  width?: number
  minWidth?: number
}

/**
 * Pixel widths of the visible columns: a column's own width, else its type's width, else an equal share of 92% of
 * the table width (120 px while the width is unknown); never below the column's or its type's minimum.
 */
export function resolveColumnWidths(
  columns: readonly SizedColumn[],
  tableWidth: number | undefined,
  sizes: Partial<Record<string, ColumnTypeSize>> = columnTypeSizes,
): number[] {
  const share =
    tableWidth && tableWidth > 0 && columns.length > 0
      ? Math.floor((tableWidth * AUTO_WIDTH_SHARE) / columns.length)
      : FALLBACK_COLUMN_WIDTH
  return columns.map((column) => {
    const size = sizes[column.type] ?? {}
    const width = column.width ?? size.width ?? share
    return Math.max(width, column.minWidth ?? size.minWidth ?? 0)
  })
}
