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
