import type { DictWidgetProps } from '../../dict/dictWidget.types'

export interface DictMultiSelectProps extends DictWidgetProps {
  /** The selected values joined by `separator`. */
  value?: string | null
  /** Called with the selected values joined by `separator` ('' when none). */
  onChange?: (value: string) => void
  /** Default comma (spec §9). */
  separator?: string
  /** Default 请选择. */
  placeholder?: string
}
