import { Input } from '@fluentui/react-components'
import { fromWireDateTime, toWireDateTime, toWireTime } from '../../core/dateValues'
import { TextValueEditor } from './TextValueEditor'
import type { ValueEditorProps } from './valueEditor.types'

/** YYYY-MM-DD through the browser's date input (its value is already that format). */
export function DateValueEditor(props: ValueEditorProps) {
  if (props.multiple) return <TextValueEditor {...props} />
  return (
    <Input
      type="date"
      aria-label={props['aria-label']}
      value={props.value}
      onChange={(_, data) => props.onChange(data.value)}
    />
  )
}

/** YYYY-MM-DD HH:mm:ss through the browser's datetime input (with seconds). */
export function DateTimeValueEditor(props: ValueEditorProps) {
  if (props.multiple) return <TextValueEditor {...props} />
  return (
    <Input
      type="datetime-local"
      step={1}
      aria-label={props['aria-label']}
      value={fromWireDateTime(props.value)}
      onChange={(_, data) => props.onChange(toWireDateTime(data.value))}
    />
  )
}

/** HH:mm:ss through the browser's time input (with seconds). */
export function TimeValueEditor(props: ValueEditorProps) {
  if (props.multiple) return <TextValueEditor {...props} />
  return (
    <Input
      type="time"
      step={1}
      aria-label={props['aria-label']}
      value={props.value}
      onChange={(_, data) => props.onChange(toWireTime(data.value))}
    />
  )
}
