export { AreaPicker } from './components/AreaPicker/AreaPicker'
export type { AreaPickerProps } from './components/AreaPicker/AreaPicker.types'
export {
  type AreaData,
  type AreaOption,
  childrenOf,
  loadAreaData,
  namesOf,
  pathOf,
} from './components/AreaPicker/areaData'
export { AREA_PICKER_TYPES, type AreaPickerType } from './components/AreaPicker/areaPickerType'
export { CategoryTreeSelect } from './components/CategoryTreeSelect/CategoryTreeSelect'
export type { CategoryTreeSelectProps } from './components/CategoryTreeSelect/CategoryTreeSelect.types'
export { categoryIds, categoryLevelRequest } from './components/CategoryTreeSelect/categoryTreeQuery'
export { CODE_EDITOR_LABELS, CodeEditor } from './components/CodeEditor/CodeEditor'
export type { CodeEditorProps } from './components/CodeEditor/CodeEditor.types'
export {
  CODE_LANGUAGES,
  type CodeLanguage,
  codePlaceholder,
  findCodeLanguage,
} from './components/CodeEditor/codeLanguages'
export { ConfirmDialog, type ConfirmDialogProps } from './components/ConfirmDialog/ConfirmDialog'
export { DictCheckbox } from './components/DictCheckbox/DictCheckbox'
export type { DictCheckboxProps } from './components/DictCheckbox/DictCheckbox.types'
export { DictMultiSelect } from './components/DictMultiSelect/DictMultiSelect'
export type { DictMultiSelectProps } from './components/DictMultiSelect/DictMultiSelect.types'
export { DictRadio } from './components/DictRadio/DictRadio'
export type { DictRadioProps } from './components/DictRadio/DictRadio.types'
export { DictSearchSelect } from './components/DictSearchSelect/DictSearchSelect'
export type { DictSearchSelectProps } from './components/DictSearchSelect/DictSearchSelect.types'
export {
  DICT_SEARCH_CELL_DEBOUNCE_MS,
  DICT_SEARCH_DEBOUNCE_MS,
  DICT_SEARCH_EMPTY_TEXT,
  DICT_SEARCH_HINT_TEXT,
  DICT_SEARCH_PAGE_SIZE,
  dictSearchCellProps,
} from './components/DictSearchSelect/dictSearchSettings'
export { DictSelect } from './components/DictSelect/DictSelect'
export type { DictSelectProps } from './components/DictSelect/DictSelect.types'
export { DictSwitch } from './components/DictSwitch/DictSwitch'
export type { DictSwitchProps } from './components/DictSwitch/DictSwitch.types'
export { DictTreeSelect } from './components/DictTreeSelect/DictTreeSelect'
export type { DictTreeSelectProps } from './components/DictTreeSelect/DictTreeSelect.types'
export {
  TREE_CONDITION_ERROR,
  type TreeDictSource,
  treeConditionError,
  treeDataParams,
} from './components/DictTreeSelect/treeDictQuery'
export { LazyTreeSelect } from './components/LazyTreeSelect/LazyTreeSelect'
export type { LazyTreeNode, LazyTreeSelectProps } from './components/LazyTreeSelect/LazyTreeSelect.types'
export {
  EDITOR_UPLOAD_BIZ,
  EDITOR_UPLOAD_FAILED,
  type EditorImageSource,
  editorImageSource,
  editorUploadForm,
  isSafeImageSrc,
  LOCAL_UPLOAD_REPLY,
} from './components/RichTextEditor/editorImage'
export { normalizeLinkUrl } from './components/RichTextEditor/linkUrl'
export { RichTextEditor } from './components/RichTextEditor/RichTextEditor'
export type { RichTextEditorProps } from './components/RichTextEditor/RichTextEditor.types'
export { RICH_TEXT_LABELS } from './components/RichTextEditor/richTextLabels'
export { SliderCaptcha } from './components/SliderCaptcha/SliderCaptcha'
export type { SliderCaptchaProps } from './components/SliderCaptcha/SliderCaptcha.types'
export {
  SLIDER_CAPTCHA_SUCCESS_TEXT,
  SLIDER_CAPTCHA_TEXT,
} from './components/SliderCaptcha/sliderCaptchaRules'
export { formatTags } from './components/TagsInput/formatTags'
export { TagsInput } from './components/TagsInput/TagsInput'
export type { TagsInputProps } from './components/TagsInput/TagsInput.types'
export {
  createDictCache,
  DICT_CACHE_KEY,
  DICT_CACHE_LIFETIME_MS,
  DICT_CODE_REQUIRED,
  type DictCache,
} from './dict/dictCache'
export { joinValues, optionText, splitValues, textOfValue } from './dict/dictOptions'
export type { DictWidgetProps } from './dict/dictWidget.types'
export { type DictItemsState, useDictItems } from './dict/useDictItems'
export { buildStaticUrl } from './files/staticUrl'
export { createHttpClient, type HttpClient } from './http/httpClient'
export {
  Authorized,
  type AuthorizedProps,
  PermissionProvider,
  type PermissionProviderProps,
  usePermissions,
} from './permissions/PermissionProvider'
export {
  actionsDeniedUnder,
  excludeDenied,
  holdsAny,
  isActionAllowed,
  isButtonVisible,
  isRouteVisible,
  type PermissionLists,
  type TableActionVisibility,
  tableActionVisibility,
} from './permissions/permissionRules'
export { defaultEndpoints, type PorticoEndpoints } from './provider/endpoints'
export type { Notify } from './provider/notify'
export {
  type DictionaryStorageOptions,
  PorticoProvider,
  type PorticoProviderProps,
  useDictCache,
  useEndpoints,
  useHttp,
  useNotify,
} from './provider/PorticoProvider'
export { SafeHtml, type SafeHtmlProps } from './SafeHtml/SafeHtml'
export { sanitizeHtml } from './SafeHtml/sanitizeHtml'
export {
  createExpiringStorage,
  type ExpiringStorage,
  type KeyValueBackend,
  memoryBackend,
} from './storage/expiringStorage'
export { animationsSettled } from './testing/settle'
export { createUserSettings, type UserSettings } from './userSettings/userSettings'
export { useUserSettings } from './userSettings/useUserSettings'
