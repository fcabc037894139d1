import { listPathOf } from '@portico/contract'
import { usePermissions } from '@portico/ui'
import { useMemo, useState } from 'react'
import { useTexts } from '../../i18n'
import type { EntityFormProps } from '../form/useEntityForm'
import { ListPage } from '../ListPage/ListPage'
import type { ListPageProps, RowAction } from '../ListPage/ListPage.types'
import { ResourceDetailDialog } from './ResourceDetailDialog'
import { ResourceFormDialog } from './ResourceFormDialog'
import type { ResourcePageProps } from './ResourcePage.types'
import { resourceColumns } from './resourceColumns'
import { queryFieldsOf, searchFieldSpecs, searchQuery } from './resourceFieldSpecs'
import type { ResourceRow } from './resourceValues'

/**
 * The list screen of a declared resource (spec §2 list views with form and modal pairs): query form, toolbar,
 * table, 高级查询, add/edit dialog, 详情 with history, 导出 / 导入, each button shown by its permission code.
 */
export function ResourcePage<Row extends ResourceRow>(props: ResourcePageProps<Row>) {
  const { resource, addLabel = '新增', cells, fieldOverrides, fixed } = props
  const permissions = usePermissions()
  const texts = useTexts()
  const { t, label } = texts
  // The record shown in 详情, and how to reload the list after a restore.
  const [viewing, setViewing] = useState<{ row: Row; reload: () => void } | null>(null)
  const { extraColumns } = props
  const columns = useMemo(
    () => [...resourceColumns<Row>(resource, cells, texts), ...(extraColumns ?? [])],
    [resource, cells, extraColumns, texts],
  )

  const form = useMemo(
    () =>
      props.form ??
      ((formProps: EntityFormProps<Row>) => (
        <ResourceFormDialog
          resource={resource}
          addLabel={addLabel}
          fieldOverrides={fieldOverrides}
          presets={fixed}
          {...formProps}
        />
      )),
    [props.form, resource, addLabel, fieldOverrides, fixed],
  )

  const detail: RowAction<Row>[] = resource.capabilities.detail
    ? [
        {
          key: 'detail',
          permission: 'list',
          label: t('list.detail'),
          run: (row, { list }) => setViewing({ row, reload: list.reload }),
        },
      ]
    : []
  const base = resource.baseUrl
  const { tree } = resource
  const list: ListPageProps<Row> = {
    entity: resource.title,
    measureWord: resource.measureWord,
    rowLabel: (row) => String(row[resource.labelField] ?? row.id),
    urls: {
      list: `${base}/${listPathOf(resource)}`,
      delete: `${base}/delete`,
      deleteBatch: `${base}/deleteBatch`,
      exportXls: resource.actions.includes('exportXls') ? `${base}/exportXls` : undefined,
      importExcel: resource.actions.includes('importExcel') ? `${base}/importExcel` : undefined,
    },
    permissionPrefix: resource.permission,
    permissionCodes: resource.perms,
    searchFields: searchFieldSpecs(resource),
    prepareQuery: (query) => ({ ...searchQuery(resource, query), ...fixed }),
    columns,
    actionsWidth: props.actionsWidth ?? (detail.length ? 200 : 160),
    addLabel,
    form,
    rowActions: [...detail, ...(props.rowActions ?? [])],
    toolbarActions: props.toolbarActions,
    rowActionFilter: props.rowActionFilter,
    superQuery: { fields: queryFieldsOf(resource), saveCode: base },
    excelFileName: t('list.table', { entity: label(resource.title) }),
    actionCodes: { deleteBatch: 'deleteBatch', exportXls: 'exportXls', importExcel: 'importExcel' },
    emptyText: props.emptyText,
    selectable: props.selectable,
    tree: tree && {
      childrenUrl: `${base}/childList`,
      parentField: tree.parentField,
      hasChildField: tree.hasChildField,
      childDraft: props.childDraft,
    },
    deleteQuestion: (row) =>
      tree?.deleteWithChildren === 'cascade' && tree.hasChildField && row[tree.hasChildField] === '1'
        ? `确定删除${resource.title}「${String(row[resource.labelField])}」吗？它的所有下级${resource.title}会一并删除。`
        : undefined,
    // A tree lists its nodes in their declared order (a flat list keeps createTime descending).
    defaultSort: tree &&
      resource.defaultSort && {
        column: resource.defaultSort.field,
        order: resource.defaultSort.order,
      },
  }

  return (
    <>
      <ListPage {...list} />
      <ResourceDetailDialog
        resource={resource}
        row={viewing?.row ?? null}
        columns={columns}
        canRestore={permissions.allows(resource.perms.edit)}
        onClose={() => setViewing(null)}
        onRestored={() => {
          viewing?.reload()
          setViewing(null)
        }}
      />
    </>
  )
}
