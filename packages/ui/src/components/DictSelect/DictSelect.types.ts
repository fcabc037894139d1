import type { DictWidgetProps } from '../../dict/dictWidget.types'

export interface DictSelectProps extends DictWidgetProps {
  /** The stored value (a number is compared as its string). */
  value?: string | number | null
  /** Called with the chosen value, or '' when cleared. */
  onChange?: (value: string) => void
  /** Default 请选择. */
  placeholder?: string
  /** Offer a clear button (default true). */
  clearable?: boolean
}
