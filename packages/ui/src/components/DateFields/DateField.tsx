import type { DateFieldProps } from './DateFields.types'
import { type WireFormat, WirePicker } from './WirePicker'
import { formatWireDate, parseWireDate } from './wireDates'

const DATE: WireFormat = {
  format: formatWireDate,
  parse: parseWireDate,
  placeholder: '请选择日期',
  placeholderEn: 'Choose a date',
}

/** A date (`yyyy-MM-dd`): typed or picked from a Chinese calendar. */
export function DateField(props: DateFieldProps) {
  return <WirePicker {...props} wire={DATE} />
}
