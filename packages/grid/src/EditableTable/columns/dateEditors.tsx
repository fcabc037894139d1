import { Input } from '@fluentui/react-components'
import type { CellEditorProps } from './columnRegistry.types'

/** Stored formats (spec §9): YYYY-MM-DD, YYYY-MM-DD HH:mm:ss and HH:mm:ss; the browser's pickers use a T and may drop seconds. */
export function toDateTimeValue(input: string): string {
  if (input === '') return ''
  const [date, time = '00:00:00'] = input.split('T')
  return `${date} ${time.length === 5 ? `${time}:00` : time}`
}

export function toDateTimeInput(value: unknown): string {
  return value == null || value === '' ? '' : String(value).replace(' ', 'T')
}

export const toTimeValue = (input: string) => (input.length === 5 ? `${input}:00` : input)

function DateLikeEditor(
  props: CellEditorProps & {
    type: 'date' | 'datetime-local' | 'time'
    shown: string
    stored: (s: string) => string
  },
) {
  return (
    <Input
      type={props.type}
      step={props.type === 'date' ? undefined : 1}
      aria-label={props.label}
      aria-invalid={props.invalid || undefined}
      disabled={props.disabled}
      autoFocus={props.autoFocus}
      value={props.shown}
      onChange={(_, d) => props.onChange(props.stored(d.value), 'change')}
      onBlur={props.onBlur}
      {...props.column.props}
    />
  )
}

export const DateEditor = (props: CellEditorProps) => (
  <DateLikeEditor {...props} type="date" shown={String(props.value ?? '')} stored={(s) => s} />
)

export const DateTimeEditor = (props: CellEditorProps) => (
  <DateLikeEditor
    {...props}
    type="datetime-local"
    shown={toDateTimeInput(props.value)}
    stored={toDateTimeValue}
  />
)

export const TimeEditor = (props: CellEditorProps) => (
  <DateLikeEditor {...props} type="time" shown={String(props.value ?? '')} stored={toTimeValue} />
)
