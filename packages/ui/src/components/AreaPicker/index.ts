export { AreaPicker } from './AreaPicker'
export type { AreaPickerProps } from './AreaPicker.types'
export {
  type AreaData,
  type AreaOption,
  childrenOf,
  loadAreaData,
  namesOf,
  pathOf,
} from './areaData'
export { AREA_PICKER_TYPES, type AreaPickerType } from './areaPickerType'
