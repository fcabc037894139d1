import { Card, makeStyles, Toolbar, tokens } from '@fluentui/react-components'
import type { DataTableColumn, ListPage as ListState } from '@portico/grid'
import type { ReactNode } from 'react'
import type { FieldSpec } from '../form/fieldSpec'
import { ListTable } from '../list/ListTable'
import { SearchForm } from '../list/SearchForm'

export interface ListPageLayoutProps<Row extends object> {
  list: ListState<Row>
  searchFields: FieldSpec[]
  /** Accessible names of the toolbar and the table. */
  toolbarLabel: string
  tableLabel: string
  /** The toolbar's buttons; nothing (no toolbar) when the user may use none. */
  toolbar: ReactNode
  columns: DataTableColumn<Row>[]
  selectable?: boolean
  emptyText?: ReactNode
  /** Offers 列设置 with the layout kept per user under this id (the page's path). */
  tableId?: string
  /** Columns the user is denied under this permission prefix are left out. */
  authPrefix?: string
  /** The rows shown, when not the list's own (a tree's visible nodes). */
  rows?: Row[]
  /** The page's dialogs. */
  children?: ReactNode
}

const useStyles = makeStyles({
  card: { display: 'grid', gap: tokens.spacingVerticalM },
})

/** A list page's frame: the query form, the toolbar, the table with its pager, then the page's dialogs. */
export function ListPageLayout<Row extends object>({
  list,
  searchFields,
  toolbarLabel,
  tableLabel,
  toolbar,
  columns,
  selectable,
  emptyText,
  tableId,
  authPrefix,
  rows,
  children,
}: ListPageLayoutProps<Row>) {
  const styles = useStyles()
  return (
    <Card className={styles.card}>
      <SearchForm
        fields={searchFields}
        values={list.queryParam}
        onChange={list.setQueryParam}
        onSearch={list.search}
        onReset={list.reset}
      />
      {toolbar && <Toolbar aria-label={toolbarLabel}>{toolbar}</Toolbar>}
      <ListTable
        list={list}
        columns={columns}
        aria-label={tableLabel}
        selectable={selectable}
        emptyText={emptyText}
        tableId={tableId}
        authPrefix={authPrefix}
        rows={rows}
      />
      {children}
    </Card>
  )
}
