import { DatePicker, type DatePickerProps, defaultDatePickerStrings } from '@fluentui/react-datepicker-compat'
import { useCallback, useMemo } from 'react'
import type { DateFieldProps } from './DateFields.types'
import { ZH_CALENDAR_STRINGS, ZH_DATE_FORMATTING } from './zhCalendar'

const MONDAY = 1

export interface WireFormat {
  format: (date: Date) => string
  parse: (text: string) => Date | null
  /** What a date picked in the calendar becomes, given the current one (a date-time keeps its time). */
  picked?: (date: Date, current: Date | null) => Date
  placeholder: string
  placeholderEn: string
}

/**
 * Fluent's DatePicker in Chinese (or English), typed into or picked from its calendar (Enter, ↓ or its icon opens it), holding a
 * JeecgBoot string. The date family (DateField, MonthField, DateTimeField) differs only by its WireFormat.
 */
export function WirePicker({
  wire,
  value,
  onChange,
  onBlur,
  placeholder,
  readOnly,
  calendar,
  locale,
  ...rest
}: DateFieldProps & { wire: WireFormat; calendar?: DatePickerProps['calendar'] }) {
  // Both stable while the value is: the picker rewrites its text whenever either changes identity.
  const current = useMemo(() => (value ? wire.parse(value) : null), [value, wire])
  const formatDate = useCallback((date?: Date) => (date ? wire.format(date) : ''), [wire])
  const english = locale === 'en'
  return (
    <DatePicker
      {...rest}
      allowTextInput={!readOnly}
      // A click leaves the box to typing; the icon, Enter or ↓ opens the calendar (which takes the focus).
      openOnClick={false}
      // Read as given (undefined would let a click open it).
      disableAutoFocus
      disabled={rest.disabled}
      value={current}
      placeholder={placeholder ?? (english ? wire.placeholderEn : wire.placeholder)}
      strings={english ? defaultDatePickerStrings : ZH_CALENDAR_STRINGS}
      dateTimeFormatter={english ? undefined : ZH_DATE_FORMATTING}
      firstDayOfWeek={MONDAY}
      formatDate={formatDate}
      parseDateFromString={wire.parse}
      calendar={calendar}
      popupSurface={{ 'aria-label': english ? 'Calendar' : '日历' }}
      onSelectDate={(date) => {
        if (!date) return
        const next = wire.format(wire.picked ? wire.picked(date, current) : date)
        if (next !== value) onChange?.(next)
      }}
      onChange={(_, data) => {
        if (data.value === '' && value) onChange?.('')
      }}
      onBlur={onBlur}
    />
  )
}
