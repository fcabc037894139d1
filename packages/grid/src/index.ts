// The pager lives in @portico/ui (the pickers page with it too); re-exported for existing imports.
export { formatTotal, Pagination, type PaginationProps, type PaginationTexts } from '@portico/ui'
export { ColumnSettings, type ColumnSettingsProps } from './DataTable/columnLayout/ColumnSettings'
export {
  applyColumnLayout,
  type ColumnLayout,
  columnLayoutKey,
} from './DataTable/columnLayout/columnLayout'
export {
  type ColumnLayoutState,
  type UseColumnLayoutOptions,
  useColumnLayout,
} from './DataTable/columnLayout/useColumnLayout'
export { DataTable } from './DataTable/DataTable'
export type {
  DataTableColumn,
  DataTableColumnSettings,
  DataTableProps,
  DataTableSelection,
  DataTableSort,
  SortOrder,
} from './DataTable/DataTable.types'
export type { ColumnKind } from './DataTable/layout/columnSizing'
export {
  availableColumnTypes,
  columnTypeDefinition,
  registerColumnType,
} from './EditableTable/columns/columnRegistry'
export type {
  CellDisplayProps,
  CellEditorProps,
  ChangeTrigger,
  ColumnTypeDefinition,
} from './EditableTable/columns/columnRegistry.types'
export {
  columnTypeSizes,
  type EditableColumnType,
  editableColumnTypes,
  resolveColumnWidths,
} from './EditableTable/columns/columnTypes'
export { EditableTable } from './EditableTable/EditableTable'
export type {
  CellError,
  EditableColumn,
  EditableColumnOption,
  EditableTableHandle,
  EditableTableProps,
  EditableTableValues,
  SlotContext,
  SlotRenderer,
  SubTableValues,
  ValueChange,
} from './EditableTable/EditableTable.types'
export { EditableTableValidationError } from './EditableTable/EditableTableValidationError'
export type {
  EditableSubTableOptions,
  EditableTreeOptions,
} from './EditableTable/expand/expand.types'
export {
  SUB_TABLE_ERROR,
  SUB_TABLE_RETRIES,
  SUB_TABLE_RETRY_DELAY_MS,
} from './EditableTable/expand/retry'
export { type TreeLoaderOptions, treeChildrenLoader } from './EditableTable/expand/treeLoader'
export {
  childrenOfResult,
  hasChildFlag,
  TREE_DATA_ERROR,
  TreeDataError,
} from './EditableTable/expand/treeRows'
export { type EditableRow, isTempId } from './EditableTable/rows/rowOperations'
export { columnStatistic, type StatisticsKind } from './EditableTable/rows/statistics'
export type { EditableTableSync, TableSyncStatus } from './EditableTable/sync/tableSync.types'
export {
  connectTableSync,
  SYNC_HEARTBEAT_MS,
  SYNC_HEARTBEAT_TIMEOUT_MS,
  SYNC_RECONNECT_MS,
  type TableSyncConnection,
  type TableSyncConnectionOptions,
} from './EditableTable/sync/tableSyncConnection'
export { useTableSync } from './EditableTable/sync/useTableSync'
export { acceptNumberInput, numberOnBlur } from './EditableTable/validation/numberInput'
export { type PatternCode, patternCodes, patternRegExp } from './EditableTable/validation/patterns'
export { isEmptyValue, validateValue } from './EditableTable/validation/validateValue'
export type {
  ValidateRule,
  ValidationContext,
  ValidationHandler,
} from './EditableTable/validation/validation.types'
export { type TablePermissionProps, useTablePermissions } from './permissions/useTablePermissions'
export { type ListPage, type ListPageOptions, useListPage } from './useListPage/useListPage'
