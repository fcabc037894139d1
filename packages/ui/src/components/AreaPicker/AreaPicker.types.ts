import type { AreaPickerType } from './areaPickerType'

export interface AreaPickerProps {
  /** The chosen area's code (a province, city or district under the root 86). */
  value?: string | null
  /** Called with the code of the last level chosen ('' when cleared). */
  onChange?: (code: string) => void
  /** `cascader` (default: the three levels as one row) or `select` (three separate dropdowns); else Bad type value. */
  type?: AreaPickerType | (string & {})
  disabled?: boolean
  className?: string
  /** Name of the whole picker (default 省市区). */
  'aria-label'?: string
}
