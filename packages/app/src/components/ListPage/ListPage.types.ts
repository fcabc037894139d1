import type { DataTableColumn, ListPage as ListState } from '@portico/grid'
import type { QueryField } from '@portico/query-builder'
import type { HttpClient, Notify } from '@portico/ui'
import type { ComponentType, ReactElement, ReactNode } from 'react'
import type { ConfirmRequest } from '../ConfirmDialog'
import type { FieldSpec } from '../form/fieldSpec'
import type { EntityFormProps } from '../form/useEntityForm'

/** What an action of a list page works with. */
export interface ListPageContext<Row> {
  list: ListState<Row>
  confirm: (request: ConfirmRequest) => void
  http: HttpClient
  notify: Notify
}

interface ListAction {
  key: string
  /** The permission code under the page's prefix, e.g. `frozen` for `system:user:frozen`. */
  permission: string
}

/** A toolbar button. */
export interface ToolbarAction<Row> extends ListAction {
  label: string
  icon: ReactElement
  appearance?: 'primary'
  run: (context: ListPageContext<Row>) => void
}

/** A button of a row's 操作 column; its accessible name is the label and the row's name. */
export interface RowAction<Row> extends ListAction {
  label: string | ((row: Row) => string)
  run: (row: Row, context: ListPageContext<Row>) => void
}

export interface ListEndpoints {
  list: string
  delete: string
  deleteBatch: string
  exportXls?: string
  importExcel?: string
}

/**
 * A server list declared as data (spec §2 list views): query form, toolbar, table with its 操作 column, the add/edit
 * dialog and the confirmations. 新增, 编辑 and 删除 / 批量删除 need the prefix's `add`, `edit` and `delete` codes;
 * 导出 needs `list` and 导入 `add`.
 */
export interface ListPageProps<Row extends { id: string }> {
  /** What one row is: 用户, 问题件 (names the toolbar, the table and the confirmations). */
  entity: string
  /** The measure word that counts rows in the batch confirmation: 个 (用户), 条 (问题件). */
  measureWord: string
  /** Names a row in its buttons and confirmations, e.g. its username. */
  rowLabel: (row: Row) => string
  urls: ListEndpoints
  /** Permission codes are this prefix, a colon and the action's code: `system:user`. */
  permissionPrefix: string
  /**
   * Whole permission codes for action codes the server checks under another name (部门角色's add, edit and delete
   * are 部门编辑, `system:depart:edit`); the other actions stay under the prefix.
   */
  permissionCodes?: Partial<Record<string, string>>
  searchFields: FieldSpec[]
  columns: DataTableColumn<Row>[]
  /** Width of the 操作 column. */
  actionsWidth: number
  /** Text of the add button: 新增, 登记. */
  addLabel: string
  /** The add/edit dialog. */
  form: ComponentType<EntityFormProps<Row>>
  /** Row buttons between 编辑 and 删除. */
  rowActions?: RowAction<Row>[]
  /** Toolbar buttons after 批量删除. */
  toolbarActions?: ToolbarAction<Row>[]
  /** 高级查询 on these fields, saved under `saveCode`. */
  superQuery?: { fields: QueryField[]; saveCode: string }
  /** The exported file's name; 导出 and 导入 show when the endpoints are declared. */
  excelFileName?: string
  /** Rows can be ticked without the delete permission (export and other batch actions use the ticks). */
  selectable?: boolean
  /**
   * The codes (under the prefix) of 批量删除, 导出 and 导入; by default `delete`, `list` and `add`. Declared resources
   * have a code of their own for each.
   */
  actionCodes?: { deleteBatch: string; exportXls: string; importExcel: string }
  /** Which row buttons a row shows, by action key (built-in ones are `edit` and `delete`); default all. */
  rowActionFilter?: (key: string, row: Row) => boolean
  /** The search form's values → the filters sent (see useListPage). */
  prepareQuery?: (query: Record<string, unknown>) => Record<string, unknown>
  /**
   * What an empty list says. A function is told which of this list's permission codes the user holds, so a hint
   * to press a button is given only to those who have it.
   */
  emptyText?: EmptyText
  /** What 删除 asks about a row (default: 确定删除 + entity + the row's name). */
  deleteQuestion?: (row: Row) => string | undefined
  /** The rows form a tree. */
  tree?: ListTree<Row>
  /** The first sort (default createTime descending). */
  defaultSort?: { column: string; order: 'asc' | 'desc' }
}

/**
 * A tree list (JeecgBoot's tree table): `urls.list` answers the roots, `childrenUrl` a node's children when it opens;
 * the first column opens and closes nodes (mouse, Enter/Space, → and ←) and each row offers 添加下级.
 */
export interface ListTree<Row> {
  childrenUrl: string
  /** The field naming a row's parent: a child added under a row starts with it. */
  parentField: string
  /** The field saying a node has children (`'1'`) before they are loaded. */
  hasChildField?: string
  /** What a child added under `parent` starts with (default: the parent field set to its id). */
  childDraft?: (parent: Row) => Partial<Row>
}

export type EmptyText = ReactNode | ((allows: (code: string) => boolean) => ReactNode)
