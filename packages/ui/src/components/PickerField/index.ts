export { PickerField } from './PickerField'
export type { PickerFieldBaseProps, PickerFieldProps } from './PickerField.types'
export { type PickedRows, usePickedRows } from './usePickedRows'
