export { DictRadio } from './DictRadio'
export type { DictRadioProps } from './DictRadio.types'
