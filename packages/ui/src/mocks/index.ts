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
