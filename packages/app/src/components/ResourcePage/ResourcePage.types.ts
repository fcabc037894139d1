import type { Resource } from '@portico/contract'
import type { DataTableColumn } from '@portico/grid'
import type { ComponentType, ReactNode } from 'react'
import type { FieldSpec } from '../form/fieldSpec'
import type { EntityFormProps } from '../form/useEntityForm'
import type { EmptyText, RowAction, ToolbarAction } from '../ListPage/ListPage.types'
import type { ResourceRow } from './resourceValues'

/** A declared resource's screen; everything is derived from `resource`, and each prop overrides one piece. */
export interface ResourcePageProps<Row extends ResourceRow> {
  resource: Resource
  /** The add button's word (default 新增). */
  addLabel?: string
  /** Width of the 操作 column (default 160, 200 with 详情). */
  actionsWidth?: number
  /** How a field's cell is drawn, by field name. */
  cells?: Partial<Record<string, (row: Row) => ReactNode>>
  /** Changes to the declared form controls, by field name. */
  fieldOverrides?: Partial<Record<string, Partial<FieldSpec>>>
  /** A dialog of the domain's own instead of the declared form. */
  form?: ComponentType<EntityFormProps<Row>>
  rowActions?: RowAction<Row>[]
  /** Which row buttons a row shows, by action key (`edit`, `delete`, `detail` and the page's own). */
  rowActionFilter?: (key: string, row: Row) => boolean
  toolbarActions?: ToolbarAction<Row>[]
  emptyText?: EmptyText
  /**
   * Values every listed row has and every new row starts with (a list inside a parent's panel: the rates of one
   * currency). Sent with each list query and preset in the add form.
   */
  fixed?: Record<string, string>
  /** Columns of values the server adds to each record beyond the declared fields (after the declared ones). */
  extraColumns?: DataTableColumn<Row>[]
  /** A tree resource: what a child added under `parent` starts with (default its parent field set). */
  childDraft?: (parent: Row) => Partial<Row>
  /** Rows can be selected for toolbar actions even without 批量删除. */
  selectable?: boolean
}
