export { DepartSelectModal } from './DepartSelectModal'
export { DepartTree, type DepartTreeProps } from './DepartTree'
export { DepartTreeSelect } from './DepartTreeSelect'
export type {
  DepartSelectModalProps,
  DepartTreeSelectProps,
} from './DepartTreeSelect.types'
export { branchKeys, filterTree, flattenTree, nodesOf } from './departTreeRules'
export { type DepartTreeState, useDepartTree } from './useDepartTree'
