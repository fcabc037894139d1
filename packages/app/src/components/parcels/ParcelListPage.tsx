import type { Action, ParcelRow } from '@portico/contract'
import { type DataTableColumn, useListPage } from '@portico/grid'
import { usePermissions } from '@portico/ui'
import { type ReactNode, useEffect } from 'react'
import { useLocation } from 'react-router-dom'
import { useTexts } from '../../i18n'
import type { FieldSpec } from '../form/fieldSpec'
import { ListPageLayout } from '../ListPage/ListPageLayout'
import { ExcelActions } from '../list/ExcelActions'

export interface ParcelListPageProps {
  /** Names the table and the toolbar, and the exported file. */
  title: string
  /** The list's declared calls: its page and its .xlsx (whose permission shows 导出). */
  actions: { list: Action; exportXls: Action }
  searchFields: FieldSpec[]
  columns: DataTableColumn<ParcelRow>[]
  /** Buttons before 导出. */
  toolbar?: ReactNode
  emptyText?: ReactNode
  /** Reloads the list when it changes (e.g. after a scan). */
  refreshKey?: number
}

/** A read-only parcel list (入库列表, 包裹信息, 订单查询): the search form, 导出, the paged table. */
export function ParcelListPage(props: ParcelListPageProps) {
  const permissions = usePermissions()
  const location = useLocation()
  const { t, label } = useTexts()
  const title = label(props.title)
  const list = useListPage<ParcelRow>({
    url: { list: props.actions.list.path },
    fields: props.columns.map((c) => c.key),
  })
  const { reload } = list
  useEffect(() => {
    if (props.refreshKey) void reload()
  }, [props.refreshKey, reload])
  return (
    <ListPageLayout
      list={list}
      searchFields={props.searchFields}
      toolbarLabel={t('list.actions', { entity: title })}
      tableLabel={title}
      toolbar={
        <>
          {props.toolbar}
          <ExcelActions
            fileName={title}
            exportUrl={
              permissions.allows(props.actions.exportXls.permission as string)
                ? props.actions.exportXls.path
                : undefined
            }
            exportParams={list.exportParams}
            onImported={() => undefined}
          />
        </>
      }
      columns={props.columns}
      emptyText={props.emptyText}
      tableId={location.pathname}
    />
  )
}
