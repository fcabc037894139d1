import { Button } from '@fluentui/react-components'
import { Add20Regular, Delete20Regular } from '@fluentui/react-icons'
import { type DataTableColumn, useListPage } from '@portico/grid'
import { SuperQuery } from '@portico/query-builder'
import { useHttp, useNotify, usePermissions } from '@portico/ui'
import { useState } from 'react'
import { useLocation } from 'react-router-dom'
import { QUERY_TEXTS, useTexts } from '../../i18n'
import { useConfirm } from '../ConfirmDialog'
import { ExcelActions } from '../list/ExcelActions'
import type { ListPageContext, ListPageProps, RowAction, ToolbarAction } from './ListPage.types'
import { ListPageLayout } from './ListPageLayout'
import { RowActions } from './RowActions'
import { useTreeListing } from './useTreeListing'

const DEFAULT_ACTION_CODES = { deleteBatch: 'delete', exportXls: 'list', importExcel: 'add' }

/** A server list page built from its declaration (see ListPageProps). */
export function ListPage<Row extends { id: string }>(props: ListPageProps<Row>) {
  const { entity, measureWord, rowLabel, urls, permissionPrefix, form: FormDialog } = props
  const http = useHttp()
  const notify = useNotify()
  const { t, label, locale } = useTexts()
  const permissions = usePermissions()
  const list = useListPage<Row>({
    url: urls,
    fields: props.columns.map((column) => column.key),
    prepareQuery: props.prepareQuery,
    defaultSort: props.defaultSort,
  })
  const codes = props.actionCodes ?? DEFAULT_ACTION_CODES
  const location = useLocation()
  const { confirm, dialog } = useConfirm()
  const [editing, setEditing] = useState<Partial<Row> | null>(null)
  const tree = useTreeListing(list, props.tree, rowLabel, setEditing)
  const context: ListPageContext<Row> = { list, confirm, http, notify }
  const allows = (code: string) =>
    permissions.allows(props.permissionCodes?.[code] ?? `${permissionPrefix}:${code}`)

  const toolbarActions: ToolbarAction<Row>[] = [
    {
      key: 'add',
      permission: 'add',
      label: props.addLabel,
      icon: <Add20Regular />,
      appearance: 'primary',
      run: () => setEditing({}),
    },
    {
      key: 'deleteBatch',
      permission: codes.deleteBatch,
      label: '批量删除',
      icon: <Delete20Regular />,
      run: () =>
        list.selectedKeys.length === 0
          ? list.removeSelected()
          : confirm({
              content: `确定删除选中的 ${list.selectedKeys.length} ${measureWord}${entity}吗?`,
              onConfirm: list.removeSelected,
            }),
    },
    ...(props.toolbarActions ?? []),
  ]

  const declaredRowActions: RowAction<Row>[] = [
    { key: 'edit', permission: 'edit', label: '编辑', run: (row) => setEditing(row) },
    ...(tree ? [tree.addChildAction] : []),
    ...(props.rowActions ?? []),
    {
      key: 'delete',
      permission: 'delete',
      label: '删除',
      run: (row) =>
        confirm({
          content: props.deleteQuestion?.(row) ?? `确定删除${entity} ${rowLabel(row)} 吗?`,
          onConfirm: () => list.remove(row.id),
        }),
    },
  ]
  const rowActions = declaredRowActions.filter((action) => allows(action.permission))

  const ownColumns = tree ? tree.columnsOf(props.columns) : props.columns
  const columns: DataTableColumn<Row>[] =
    rowActions.length === 0
      ? ownColumns
      : [
          ...ownColumns,
          {
            key: 'action',
            title: t('list.actionsColumn'),
            fixed: 'right',
            width: props.actionsWidth,
            render: (row) => (
              <RowActions
                row={row}
                rowLabel={rowLabel}
                actions={
                  props.rowActionFilter
                    ? rowActions.filter((action) => props.rowActionFilter!(action.key, row))
                    : rowActions
                }
                context={context}
              />
            ),
          },
        ]

  const toolbar = (
    <>
      {toolbarActions
        .filter((action) => allows(action.permission))
        .map((action) => (
          <Button
            key={action.key}
            appearance={action.appearance}
            icon={action.icon}
            onClick={() => action.run(context)}
          >
            {action.label}
          </Button>
        ))}
      {props.superQuery && (
        <SuperQuery
          messages={QUERY_TEXTS[locale]}
          fields={props.superQuery.fields.map((field) => ({ ...field, text: label(field.text) }))}
          saveCode={props.superQuery.saveCode}
          onChange={(query) => list.applySuperQuery(query ? { ...query.params } : null)}
        />
      )}
      {props.excelFileName && (
        <ExcelActions
          fileName={props.excelFileName}
          exportUrl={allows(codes.exportXls) ? urls.exportXls : undefined}
          importUrl={allows(codes.importExcel) ? urls.importExcel : undefined}
          exportParams={list.exportParams}
          onImported={() => void list.reload()}
        />
      )}
    </>
  )

  return (
    <ListPageLayout
      list={list}
      searchFields={props.searchFields}
      toolbarLabel={t('list.actions', { entity: label(entity) })}
      tableLabel={t('list.table', { entity: label(entity) })}
      toolbar={toolbar}
      columns={columns}
      selectable={props.selectable || allows(codes.deleteBatch)}
      emptyText={typeof props.emptyText === 'function' ? props.emptyText(allows) : props.emptyText}
      tableId={location.pathname}
      authPrefix={permissionPrefix}
      rows={tree?.rows}
    >
      <FormDialog
        row={editing}
        onClose={() => {
          tree?.cancelled()
          setEditing(null)
        }}
        onSaved={() => {
          tree?.saved()
          setEditing(null)
          list.reload()
        }}
      />
      {dialog}
    </ListPageLayout>
  )
}
