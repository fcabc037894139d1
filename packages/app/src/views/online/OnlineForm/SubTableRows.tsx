import { makeStyles, Spinner, Subtitle2, tokens } from '@fluentui/react-components'
import type { OnlineSubTable } from '@portico/contract'
import { EditableTable, type EditableTableHandle } from '@portico/grid'
import { type Ref, useMemo } from 'react'
import { subTableColumns } from './subTableColumns'

const useStyles = makeStyles({
  root: { display: 'grid', gap: tokens.spacingVerticalS, marginTop: tokens.spacingVerticalL },
})

export interface SubTableRowsProps {
  sub: OnlineSubTable
  /** The main record's rows of this sub-table; null while they load. */
  rows: Record<string, unknown>[] | null
  tableRef: Ref<EditableTableHandle>
}

/**
 * One sub-table (一对多) of a designed main form, edited inline in its add/edit dialog: 新增 adds a row, every cell
 * is its editor (Tab moves between them), selected rows are deleted; saved with the main record.
 */
export function SubTableRows({ sub, rows, tableRef }: SubTableRowsProps) {
  const styles = useStyles()
  const columns = useMemo(() => subTableColumns(sub), [sub])
  return (
    <section className={styles.root} aria-label={sub.title}>
      <Subtitle2 as="h3">{sub.title}</Subtitle2>
      {rows === null ? (
        <Spinner size="tiny" label={`加载${sub.title}…`} />
      ) : (
        <EditableTable
          ref={tableRef}
          aria-label={sub.title}
          columns={columns}
          dataSource={rows}
          alwaysEdit
          rowSelection
          maxHeight={280}
        />
      )}
    </section>
  )
}
