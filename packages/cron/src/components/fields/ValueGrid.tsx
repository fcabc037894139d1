import { Checkbox, mergeClasses } from '@fluentui/react-components'
import { useFieldStyles } from './fields.styles'

export interface ValueGridProps {
  /** Accessible name of the group, e.g. 指定秒. */
  label: string
  values: number[]
  selected: number[]
  onSelected: (selected: number[]) => void
  /** Visible label of each value; the number itself by default. */
  format?: (value: number) => string
  wide?: boolean
}

/** The specific-values mode: one checkbox per allowed value. */
export function ValueGrid({ label, values, selected, onSelected, format = String, wide }: ValueGridProps) {
  const styles = useFieldStyles()
  const toggle = (value: number, checked: boolean) =>
    onSelected(
      checked ? [...selected.filter((v) => v !== value), value] : selected.filter((v) => v !== value),
    )
  return (
    <fieldset aria-label={label} className={mergeClasses(styles.grid, wide && styles.wideGrid)}>
      {values.map((value) => (
        <Checkbox
          key={value}
          label={format(value)}
          checked={selected.includes(value)}
          onChange={(_, data) => toggle(value, data.checked === true)}
        />
      ))}
    </fieldset>
  )
}

export const rangeOf = (min: number, max: number): number[] =>
  Array.from({ length: max - min + 1 }, (_, i) => min + i)
