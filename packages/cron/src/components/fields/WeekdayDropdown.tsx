import { Dropdown, Option } from '@fluentui/react-components'
import { WEEKDAY_NAMES, weekdayName } from '../CronBuilder/labels'
import { useFieldStyles } from './fields.styles'

export interface WeekdayDropdownProps {
  /** Accessible name, e.g. 最后一个星期几. */
  label: string
  /** Quartz weekday, 1 = 星期日 … 7 = 星期六. */
  value: number
  onValue: (weekday: number) => void
}

export function WeekdayDropdown({ label, value, onValue }: WeekdayDropdownProps) {
  const styles = useFieldStyles()
  return (
    <Dropdown
      className={styles.weekday}
      aria-label={label}
      value={weekdayName(value)}
      selectedOptions={[String(value)]}
      onOptionSelect={(_, data) => data.optionValue && onValue(Number(data.optionValue))}
    >
      {WEEKDAY_NAMES.map((name, index) => (
        <Option key={name} value={String(index + 1)}>
          {name}
        </Option>
      ))}
    </Dropdown>
  )
}
