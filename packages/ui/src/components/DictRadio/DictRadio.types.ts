import type { DictWidgetProps } from '../../dict/dictWidget.types'

export interface DictRadioProps extends DictWidgetProps {
  value?: string | number | null
  onChange?: (value: string) => void
  /** Default horizontal. */
  layout?: 'horizontal' | 'vertical'
}
