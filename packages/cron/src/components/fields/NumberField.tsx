import { SpinButton, type SpinButtonOnChangeData } from '@fluentui/react-components'
import type { Bound } from '../../model/bounds'
import { useFieldStyles } from './fields.styles'

export interface NumberFieldProps {
  /** Accessible name, e.g. 秒起始值. */
  label: string
  value: number
  bound: Bound
  onValue: (value: number) => void
}

/** A number input bounded per specification §5. Typed values outside the bounds are kept and reported invalid. */
export function NumberField({ label, value, bound, onValue }: NumberFieldProps) {
  const styles = useFieldStyles()
  const onChange = (_: unknown, data: SpinButtonOnChangeData) => {
    const next = data.value ?? (data.displayValue?.trim() ? Number(data.displayValue) : Number.NaN)
    if (!Number.isNaN(next)) onValue(next)
  }
  return (
    <SpinButton
      className={styles.number}
      aria-label={label}
      value={value}
      min={bound.min}
      max={bound.max}
      onChange={onChange}
    />
  )
}
