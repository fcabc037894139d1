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
export {
  BUSINESS_ELLIPSIS,
  BUSINESS_PAGE_SIZE,
  BUSINESS_PAGE_SIZES,
  BusinessModal,
} from './components/BusinessPicker/BusinessModal'
export { BusinessPicker } from './components/BusinessPicker/BusinessPicker'
export type {
  BusinessModalProps,
  BusinessOptions,
  BusinessPickerProps,
} from './components/BusinessPicker/BusinessPicker.types'
export { CategoryTreeSelect } from './components/CategoryTreeSelect/CategoryTreeSelect'
export type { CategoryTreeSelectProps } from './components/CategoryTreeSelect/CategoryTreeSelect.types'
export { categoryIds, categoryLevelRequest } from './components/CategoryTreeSelect/categoryTreeQuery'
export { ConfirmDialog, type ConfirmDialogProps } from './components/ConfirmDialog/ConfirmDialog'
export { DateField } from './components/DateFields/DateField'
export type {
  DateFieldLocale,
  DateFieldProps,
  DateRangeFieldProps,
} from './components/DateFields/DateFields.types'
export { DateRangeField } from './components/DateFields/DateRangeField'
export { DateTimeField } from './components/DateFields/DateTimeField'
export { MonthField } from './components/DateFields/MonthField'
export {
  formatWireDate,
  formatWireDateTime,
  formatWireMonth,
  parseWireDate,
  parseWireDateTime,
  parseWireMonth,
} from './components/DateFields/wireDates'
export { DepartSelectModal } from './components/DepartTreeSelect/DepartSelectModal'
export { DepartTree, type DepartTreeProps } from './components/DepartTreeSelect/DepartTree'
export { DepartTreeSelect } from './components/DepartTreeSelect/DepartTreeSelect'
export type {
  DepartSelectModalProps,
  DepartTreeSelectProps,
} from './components/DepartTreeSelect/DepartTreeSelect.types'
export { branchKeys, filterTree, flattenTree, nodesOf } from './components/DepartTreeSelect/departTreeRules'
export { type DepartTreeState, useDepartTree } from './components/DepartTreeSelect/useDepartTree'
export {
  DETAIL_DIALOG_WIDTH,
  DetailDialog,
  type DetailDialogProps,
} from './components/DetailDialog/DetailDialog'
export { DetailList, DetailListItem } from './components/DetailList/DetailList'
export type { DetailListItemProps, DetailListProps } from './components/DetailList/DetailList.types'
export { detailColumns, MAX_DETAIL_COLUMNS } from './components/DetailList/detailColumns'
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
export { ModalDialog } from './components/ModalDialog/ModalDialog'
export type { ModalDialogProps } from './components/ModalDialog/ModalDialog.types'
export { PageContent } from './components/PageContent/PageContent'
export type { PageContentProps } from './components/PageContent/PageContent.types'
export { formatTotal, pageCount, visiblePages } from './components/Pagination/formatTotal'
export { Pagination } from './components/Pagination/Pagination'
export type { PaginationProps, PaginationTexts } from './components/Pagination/Pagination.types'
export { PickerField } from './components/PickerField/PickerField'
export type { PickerFieldBaseProps, PickerFieldProps } from './components/PickerField/PickerField.types'
export { type PickedRows, usePickedRows } from './components/PickerField/usePickedRows'
export { PopupQueryForm, type PopupQueryFormProps } from './components/PopupReportPicker/PopupQueryForm'
export { PopupReportModal } from './components/PopupReportPicker/PopupReportModal'
export { PopupReportPicker } from './components/PopupReportPicker/PopupReportPicker'
export type {
  PopupReportModalProps,
  PopupReportPickerProps,
} from './components/PopupReportPicker/PopupReportPicker.types'
export {
  clearedPopupFields,
  datetimeInputValue,
  datetimeQueryValue,
  initialQueryValues,
  mapPopupFields,
  POPUP_CONFIG_MISMATCH,
  POPUP_CONFIG_REQUIRED,
  POPUP_REPORT_WIDTH,
  POPUP_ROW_KEY_LENGTH,
  POPUP_SELECT_ONE,
  type PopupFieldConfig,
  type PopupFieldValues,
  type PopupRow,
  popupColumns,
  popupConfigError,
  popupConfirmError,
  popupDataParams,
  popupDictText,
  popupGroupKey,
  popupRowKey,
  queryKeysOf,
} from './components/PopupReportPicker/popupReportRules'
export {
  type PopupReportFilters,
  type PopupReportMeta,
  usePopupReport,
} from './components/PopupReportPicker/usePopupReport'
export { ROLE_PICKER_COLUMNS, RolePicker, type RolePickerProps } from './components/RolePicker/RolePicker'
export { ScanBox } from './components/ScanBox/ScanBox'
export type { ScanBoxProps, ScanOutcome } from './components/ScanBox/ScanBox.types'
export { CAMERA_REPEAT_MS, s10Warning } from './components/ScanBox/scanCode'
export { ChosenPanel, type ChosenPanelProps } from './components/SelectionModal/ChosenPanel'
export { SelectionModal } from './components/SelectionModal/SelectionModal'
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
} from './components/SelectionModal/SelectionModal.types'
export { SelectionTable, type SelectionTableProps } from './components/SelectionModal/SelectionTable'
export {
  failureText,
  LOAD_FAILED_TEXT,
  SelectionLoadError,
  toSelectionPage,
} from './components/SelectionModal/selectionPage'
export { keyOfRow, pageOf, pickRow, removeRow, togglePage } from './components/SelectionModal/selectionRules'
export { type SelectionListState, useSelectionList } from './components/SelectionModal/useSelectionList'
export { SliderCaptcha } from './components/SliderCaptcha/SliderCaptcha'
export type { SliderCaptchaProps } from './components/SliderCaptcha/SliderCaptcha.types'
export {
  SLIDER_CAPTCHA_SUCCESS_TEXT,
  SLIDER_CAPTCHA_TEXT,
} from './components/SliderCaptcha/sliderCaptchaRules'
export { SubmitDialog, type SubmitDialogProps } from './components/SubmitDialog/SubmitDialog'
export { TableEmptyRow, TableLoadingOverlay } from './components/TableStates/TableStates'
export { formatTags } from './components/TagsInput/formatTags'
export { TagsInput } from './components/TagsInput/TagsInput'
export type { TagsInputProps } from './components/TagsInput/TagsInput.types'
export { UserByDepartModal } from './components/UserByDepartPicker/UserByDepartModal'
export { UserByDepartPicker } from './components/UserByDepartPicker/UserByDepartPicker'
export type {
  PickerUser,
  UserByDepartModalProps,
  UserByDepartPickerProps,
} from './components/UserByDepartPicker/UserByDepartPicker.types'
export { sexText, USER_BY_DEPART_COLUMNS } from './components/UserByDepartPicker/userColumns'
export { USER_PICKER_COLUMNS, UserPicker, type UserPickerProps } from './components/UserPicker/UserPicker'
export { cspNonce } from './csp'
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
export { type ClientSocket, openClientSocket } from './http/clientSocket'
export { createGroupRequest, GROUP_REQUEST_LIFETIME_MS, type GroupRequest } from './http/groupRequest'
export { createHttpClient, type HttpClient } from './http/httpClient'
export { buildStaticUrl } from './http/staticUrl'
export { webSocketUrl } from './http/webSocketUrl'
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
  useGroupRequest,
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
export { cutText, DEFAULT_ELLIPSIS, type HeaderCheckState, headerCheckState } from './table/tableText'
export { animationsSettled } from './testing/settle'
export type { ControlProps, FramedControlProps } from './types/controlProps'
export { createUserSettings, type UserSettings } from './userSettings/userSettings'
export { useUserSettings } from './userSettings/useUserSettings'
