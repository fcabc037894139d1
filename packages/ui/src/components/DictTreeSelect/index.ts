export { DictTreeSelect } from './DictTreeSelect'
export type { DictTreeSelectProps } from './DictTreeSelect.types'
export {
  TREE_CONDITION_ERROR,
  type TreeDictSource,
  treeConditionError,
  treeDataParams,
} from './treeDictQuery'
