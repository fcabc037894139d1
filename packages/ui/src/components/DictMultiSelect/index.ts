export { DictMultiSelect } from './DictMultiSelect'
export type { DictMultiSelectProps } from './DictMultiSelect.types'
