import type { DataTableColumn } from '@portico/grid'

/** The columns with each title in the chosen language (titles are looked up by their Chinese wording). */
export const localiseColumns = <Row>(
  columns: DataTableColumn<Row>[],
  label: (text: string) => string,
): DataTableColumn<Row>[] => columns.map((column) => ({ ...column, title: label(column.title) }))
