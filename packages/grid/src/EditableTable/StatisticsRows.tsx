// biome-ignore-all lint/a11y/useSemanticElements: a virtual grid draws rows and cells as positioned divs with ARIA grid roles
// biome-ignore-all lint/a11y/useFocusableInteractive: focus moves between cells by a roving tab index (gridKeyboard)
import { mergeClasses } from '@fluentui/react-components'
import type { VirtualItem } from '@tanstack/react-virtual'
import { useMemo } from 'react'
import { useEditableTableStyles } from './EditableTable.styles'
import type { EditableColumn } from './EditableTable.types'
import type { EditableRow } from './rows/rowOperations'
import { columnStatistic, type StatisticsKind, statisticsLabels } from './rows/statistics'

const kindsOf = (column: EditableColumn): StatisticsKind[] =>
  column.statistics == null ? [] : Array.isArray(column.statistics) ? column.statistics : [column.statistics]

/** The statistics rows the columns ask for, in order: sum, then average. */
export function statisticsKinds(columns: readonly EditableColumn[]): StatisticsKind[] {
  return (['sum', 'average'] as const).filter((kind) =>
    columns.some((column) => kindsOf(column).includes(kind)),
  )
}

export interface StatisticsRowsProps {
  rows: readonly EditableRow[]
  columns: readonly EditableColumn[]
  virtualColumns: VirtualItem[]
  spacer: number
  leadingWidth: number
  totalWidth: number
  firstRowIndex: number
}

/** The footer rows of columns with statistics: 合计 (sum of integer parts) and 平均值 (average). */
export function StatisticsRows(props: StatisticsRowsProps) {
  const styles = useEditableTableStyles()
  const { rows, columns } = props
  const kinds = statisticsKinds(columns)
  // Each figure goes over every row: worked out when the rows change, not on each scroll frame.
  const figures = useMemo(() => {
    const byColumn = new Map<string, Partial<Record<StatisticsKind, number>>>()
    for (const column of columns) {
      const wanted = kindsOf(column)
      if (wanted.length === 0) continue
      const values = rows.map((row) => row[column.key])
      byColumn.set(
        column.key,
        Object.fromEntries(wanted.map((kind) => [kind, columnStatistic(values, kind)])),
      )
    }
    return byColumn
  }, [rows, columns])
  if (kinds.length === 0) return null
  return (
    <div role="rowgroup" className={styles.footer} style={{ width: props.totalWidth }}>
      {kinds.map((kind, index) => (
        <div key={kind} role="row" aria-rowindex={props.firstRowIndex + index} className={styles.row}>
          <div
            role="rowheader"
            className={mergeClasses(styles.leading, styles.leadingCell, styles.statistic)}
            style={{ width: props.leadingWidth, height: 40 }}
          >
            {statisticsLabels[kind]}
          </div>
          <div role="presentation" style={{ width: props.spacer, flexShrink: 0 }} />
          {props.virtualColumns.map((virtual) => {
            const column = props.columns[virtual.index]
            if (!column) return null
            const shown = kindsOf(column).includes(kind)
            return (
              <div
                key={column.key}
                role="gridcell"
                aria-colindex={virtual.index + 1}
                className={mergeClasses(styles.cell, styles.statistic)}
                style={{ width: virtual.size }}
              >
                {shown ? figures.get(column.key)?.[kind] : ''}
              </div>
            )
          })}
        </div>
      ))}
    </div>
  )
}
