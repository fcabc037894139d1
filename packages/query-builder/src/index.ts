export {
  DateTimeValueEditor,
  DateValueEditor,
  TimeValueEditor,
} from './components/editors/DateTimeValueEditors'
export { DictValueEditor } from './components/editors/DictValueEditor'
export { NumberValueEditor } from './components/editors/NumberValueEditor'
export { resolveValueEditor } from './components/editors/resolveValueEditor'
export { TextValueEditor } from './components/editors/TextValueEditor'
export type { ValueEditor, ValueEditorProps, ValueEditors } from './components/editors/valueEditor.types'
export { SuperQuery } from './components/SuperQuery/SuperQuery'
export type { SuperQueryProps } from './components/SuperQuery/SuperQuery.types'
export { useSuperQuery } from './components/SuperQuery/useSuperQuery'
export { SuperQueryButton } from './components/SuperQueryButton/SuperQueryButton'
export type { SuperQueryButtonProps } from './components/SuperQueryButton/SuperQueryButton.types'
export { SuperQueryDialog } from './components/SuperQueryDialog/SuperQueryDialog'
export { SUPER_QUERY_DIALOG_WIDTH } from './components/SuperQueryDialog/SuperQueryDialog.styles'
export type {
  AppliedQuery,
  SuperQueryDialogProps,
} from './components/SuperQueryDialog/SuperQueryDialog.types'
export * from './core'
export {
  type SavedQueryStoreFactory,
  SavedQueryStoreProvider,
  type SavedQueryStoreProviderProps,
} from './store/SavedQueryStoreProvider'
export { UserSavedQueries } from './store/UserSavedQueries'
export { createUserSettingsQueryStore } from './store/userSettingsQueryStore'
