/** One column of an entity's Excel layout, declared as data. */
export interface ExcelColumn {
  /** Header text (matched exactly, after trimming, on import). */
  title: string
  /** Property of the exported record / imported form. */
  field: string
  /** System dictionary: values are exported as their text and imported from text (or the raw value). */
  dictCode?: string
  /** The cell must not be empty, and the header must be present on import. */
  required?: boolean
  /** Column width in characters (default 16). */
  width?: number
}

/** An entity's sheet: JeecgBoot's AutoPOI layout (title row, "导出人" row, header row, data). */
export interface ExcelSheetSpec {
  /** First row, e.g. 用户列表数据. */
  title: string
  /** Worksheet name. */
  sheetName: string
  /** Download name without extension, e.g. 用户列表. */
  fileName: string
  /** Folder-safe name used for error files, e.g. sys_user. */
  key: string
  columns: ExcelColumn[]
}

/** Imported cells by field, as text (dictionary texts already turned into values). */
export type RowCells = Record<string, string>
