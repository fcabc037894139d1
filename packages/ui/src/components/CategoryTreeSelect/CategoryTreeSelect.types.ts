import type { ControlProps } from '../../types/controlProps'
export interface CategoryTreeSelectProps extends ControlProps {
  /** The chosen category id, or ids joined by commas when `multiple`. */
  value?: string | null
  /** Called with the chosen id (ids joined by commas when `multiple`; '' when none is left). */
  onChange?: (value: string) => void
  /** Code of the category whose children are the first level ('' for the roots, JTreeDict's parentCode). */
  pcode?: string
  /** JSON object string `{column: value}` narrowing every level (e.g. `{"has_child":"1"}`). */
  condition?: string
  /** Several categories, with checkboxes. */
  multiple?: boolean
  /** Default 请选择. */
  placeholder?: string
}
