import type { DateFieldProps } from './DateFields.types'
import { type WireFormat, WirePicker } from './WirePicker'
import { formatWireDateTime, parseWireDateTime } from './wireDates'

const DATE_TIME: WireFormat = {
  format: formatWireDateTime,
  parse: parseWireDateTime,
  // The calendar picks a day; the time already typed stays.
  picked: (date, current) =>
    current
      ? new Date(
          date.getFullYear(),
          date.getMonth(),
          date.getDate(),
          current.getHours(),
          current.getMinutes(),
          current.getSeconds(),
        )
      : date,
  placeholder: '请选择时间',
  placeholderEn: 'Choose a date and time',
}

/** A date and time (`yyyy-MM-dd HH:mm:ss`): the day from the calendar, the time typed after it. */
export function DateTimeField(props: DateFieldProps) {
  return <WirePicker {...props} wire={DATE_TIME} />
}
