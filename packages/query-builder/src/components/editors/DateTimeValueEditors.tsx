import { Input } from '@fluentui/react-components'
import { DateField, DateTimeField } from '@portico/ui'
import { toWireTime } from '../../core/dateValues'
import { TextValueEditor } from './TextValueEditor'
import type { ValueEditorProps } from './valueEditor.types'

/** YYYY-MM-DD, typed or picked from the calendar. */
export function DateValueEditor(props: ValueEditorProps) {
  if (props.multiple) return <TextValueEditor {...props} />
  return <DateField aria-label={props['aria-label']} value={props.value} onChange={props.onChange} />
}

/** YYYY-MM-DD HH:mm:ss, typed or its day picked from the calendar. */
export function DateTimeValueEditor(props: ValueEditorProps) {
  if (props.multiple) return <TextValueEditor {...props} />
  return <DateTimeField aria-label={props['aria-label']} value={props.value} onChange={props.onChange} />
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
