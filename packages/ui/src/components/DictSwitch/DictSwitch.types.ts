import type { ControlProps } from '../../types/controlProps'
import type { SwitchOptions } from './switchValue'

export interface DictSwitchProps extends ControlProps {
  value?: string | number | null
  /** Called with options[0] when switched on, options[1] when off; an empty value is reported as options[1]. */
  onChange?: (value: string) => void
  /** The stored values for on and off (default ['Y', 'N']). */
  options?: SwitchOptions
  /** A query form's variant: a dropdown of 是 / 否 that may stay empty. */
  query?: boolean
  /** Text beside the switch. */
  label?: string
}
