export { DictCheckbox } from './DictCheckbox'
export type { DictCheckboxProps } from './DictCheckbox.types'
