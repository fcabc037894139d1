export { DateField } from './DateField'
export type {
  DateFieldLocale,
  DateFieldProps,
  DateRangeFieldProps,
} from './DateFields.types'
export { DateRangeField } from './DateRangeField'
export { DateTimeField } from './DateTimeField'
export { MonthField } from './MonthField'
export {
  formatWireDate,
  formatWireDateTime,
  formatWireMonth,
  parseWireDate,
  parseWireDateTime,
  parseWireMonth,
} from './wireDates'
