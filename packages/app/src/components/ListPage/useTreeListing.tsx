import type { DataTableColumn, ListPage as ListState } from '@portico/grid'
import { useHttp, useNotify } from '@portico/ui'
import { useCallback, useRef } from 'react'
import { TreeToggleCell } from '../list/TreeToggleCell'
import { useLazyTree } from '../list/useLazyTree'
import type { ListTree, RowAction } from './ListPage.types'

type Node = { id: string } & Record<string, unknown>

/**
 * What a tree turns a list page into: the visible nodes instead of the page's rows, the first column opening and
 * closing them, a 添加下级 row action, and after a save the parent of an added child opened.
 */
export function useTreeListing<Row extends { id: string }>(
  list: ListState<Row>,
  tree: ListTree<Row> | undefined,
  rowLabel: (row: Row) => string,
  addChild: (draft: Partial<Row>) => void,
) {
  const http = useHttp()
  const notify = useNotify()
  const warn = useCallback((message: string) => notify.warning(message), [notify])
  const lazy = useLazyTree(
    list.rows as unknown as Node[],
    http,
    {
      childrenUrl: tree?.childrenUrl ?? '',
      hasChildField: tree?.hasChildField,
    },
    warn,
  )
  // The parent a child is being added under, opened once the child is saved.
  const parentOfNew = useRef<string | null>(null)
  if (!tree) return null

  const columnsOf = (columns: DataTableColumn<Row>[]): DataTableColumn<Row>[] =>
    columns.map((column, index) => {
      if (index !== 0) return column
      const render = column.render
      return {
        ...column,
        render: (row: Row, rowIndex: number) => {
          const info = lazy.info.get(row.id)
          if (!info) return render ? render(row, rowIndex) : String((row as Node)[column.key] ?? '')
          return (
            <TreeToggleCell
              row={info}
              name={rowLabel(row)}
              onToggle={lazy.toggle}
              loading={lazy.loading.has(row.id)}
            />
          )
        },
      }
    })

  const addChildAction: RowAction<Row> = {
    key: 'addChild',
    permission: 'add',
    label: '添加下级',
    run: (row) => {
      parentOfNew.current = row.id
      addChild(tree.childDraft?.(row) ?? ({ [tree.parentField]: row.id } as Partial<Row>))
    },
  }

  return {
    rows: lazy.nodes as unknown as Row[],
    columnsOf,
    addChildAction,
    /** After a save: the parent a child went under opens (and its children are read again). */
    saved: () => {
      if (parentOfNew.current) lazy.reveal(parentOfNew.current)
      parentOfNew.current = null
    },
    /** The dialog closed without saving. */
    cancelled: () => {
      parentOfNew.current = null
    },
  }
}
