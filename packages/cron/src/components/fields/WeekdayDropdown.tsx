import { Select } from '@fluentui/react-components'
import { WEEKDAY_NAMES, weekdayName } from '../CronBuilder/labels'
import { useFieldStyles } from './fields.styles'

export interface WeekdayDropdownProps {
  /** Accessible name, e.g. 最后一个星期几. */
  label: string
  /** Quartz weekday, 1 = 星期日 … 7 = 星期六. */
  value: number
  onValue: (weekday: number) => void
}

/** One of the seven weekdays: Fluent's Select (the platform's own list, lighter than a Dropdown's popup). */
export function WeekdayDropdown({ label, value, onValue }: WeekdayDropdownProps) {
  const styles = useFieldStyles()
  return (
    <Select
      className={styles.weekday}
      aria-label={label}
      value={String(value)}
      onChange={(_, data) => onValue(Number(data.value))}
    >
      {/* A typed expression may hold a weekday out of 1-7 (reported invalid): shown as it is, as the tab keeps it. */}
      {!WEEKDAY_NAMES[value - 1] && <option value={String(value)}>{weekdayName(value)}</option>}
      {WEEKDAY_NAMES.map((name, index) => (
        <option key={name} value={String(index + 1)}>
          {name}
        </option>
      ))}
    </Select>
  )
}
