export { MOCK_CATEGORIES } from './categoryFixtures'
export { type CategoryHandlerOptions, categoryHandlers } from './categoryHandlers'
export { MOCK_DICTS, MOCK_TREE, MOCK_USER_DICT } from './dictFixtures'
export {
  type DictHandlerOptions,
  dictHandlers,
  dictItemsHandler,
  loadDictFailureHandler,
  loadDictHandler,
  loadDictItemHandler,
  loadTreeDataHandler,
  MOCK_API_BASE,
  MOCK_DICT_SEARCH_FAILURE,
} from './dictHandlers'
export { FakeClientSocket } from './fakeClientSocket'
export {
  flattenDeparts,
  MOCK_DEPART_TREE,
  MOCK_ROLES,
  MOCK_USERS,
  type MockUser,
} from './pickerFixtures'
export {
  departSearchHandler,
  departTreeHandler,
  matchesQueryValue,
  pickerFailureHandler,
  pickerHandlers,
  pickerHttpErrorHandler,
  roleListHandler,
  userListHandler,
  usersByDepartHandler,
} from './pickerHandlers'
export {
  MOCK_POPUP_QUERY_ITEMS,
  MOCK_POPUP_REPORT,
  MOCK_POPUP_REPORT_CODE,
  MOCK_POPUP_ROWS,
} from './popupReportFixtures'
export { type PopupReportHandlerOptions, popupReportHandlers } from './popupReportHandlers'
export {
  MOCK_FAILURE_MESSAGE,
  MOCK_PNG_BASE64,
  MOCK_STATIC_URL,
  MOCK_UPLOAD_MILLIS,
  MOCK_UPLOAD_URL,
  mockStoredPath,
  staticFileHandler,
  type UploadSuccessOptions,
  uploadFailureHandler,
  uploadSuccessHandler,
} from './uploadHandlers'
export { type UserSettingHandlerOptions, userSettingHandlers } from './userSettingHandlers'
