export { LazyTreeSelect } from './LazyTreeSelect'
export type { LazyTreeNode, LazyTreeSelectProps } from './LazyTreeSelect.types'
