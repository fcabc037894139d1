export { DictSwitch } from './DictSwitch'
export type { DictSwitchProps } from './DictSwitch.types'
