export { ChosenPanel, type ChosenPanelProps } from './ChosenPanel'
export { SelectionModal } from './SelectionModal'
export type {
  ChosenPanelOptions,
  FetchSelectionPage,
  RowKey,
  SelectionColumn,
  SelectionModalProps,
  SelectionMode,
  SelectionPage,
  SelectionPageRequest,
  SelectionSearch,
} from './SelectionModal.types'
export { SelectionTable, type SelectionTableProps } from './SelectionTable'
export {
  failureText,
  LOAD_FAILED_TEXT,
  SelectionLoadError,
  toSelectionPage,
} from './selectionPage'
export { keyOfRow, pageOf, pickRow, removeRow, togglePage } from './selectionRules'
export { type SelectionListState, useSelectionList } from './useSelectionList'
