import type { DictWidgetProps } from '../../dict/dictWidget.types'

export interface DictCheckboxProps extends DictWidgetProps {
  /** The checked values joined by `separator`. */
  value?: string | null
  /** Called with the checked values joined by `separator` ('' when none). */
  onChange?: (value: string) => void
  /** Default comma. */
  separator?: string
}
