export { TableEmptyRow, TableLoadingOverlay } from './TableStates'
