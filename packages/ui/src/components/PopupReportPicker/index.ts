export { PopupQueryForm, type PopupQueryFormProps } from './PopupQueryForm'
export { PopupReportModal } from './PopupReportModal'
export { PopupReportPicker } from './PopupReportPicker'
export type {
  PopupReportModalProps,
  PopupReportPickerProps,
} from './PopupReportPicker.types'
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
} from './popupReportRules'
export {
  type PopupReportFilters,
  type PopupReportMeta,
  usePopupReport,
} from './usePopupReport'
