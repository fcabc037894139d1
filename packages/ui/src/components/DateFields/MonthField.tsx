import type { DateFieldProps } from './DateFields.types'
import { type WireFormat, WirePicker } from './WirePicker'
import { formatWireMonth, parseWireMonth } from './wireDates'

// Months only: picking one closes the calendar.
const MONTHS_ONLY = { isDayPickerVisible: false, highlightSelectedMonth: true }

const MONTH: WireFormat = {
  format: formatWireMonth,
  parse: parseWireMonth,
  placeholder: '请选择月份',
  placeholderEn: 'Choose a month',
}

/** A month (`yyyy-MM`): typed or picked from the months of a year. */
export function MonthField(props: DateFieldProps) {
  return <WirePicker {...props} wire={MONTH} calendar={MONTHS_ONLY} />
}
