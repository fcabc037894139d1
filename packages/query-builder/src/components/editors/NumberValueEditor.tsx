import { Input } from '@fluentui/react-components'
import { useQueryMessages } from '../QueryMessages/QueryMessages'
import { TextValueEditor } from './TextValueEditor'
import type { ValueEditorProps } from './valueEditor.types'

/** A number; under `in` a comma list, typed as text. */
export function NumberValueEditor(props: ValueEditorProps) {
  const messages = useQueryMessages()
  if (props.multiple) return <TextValueEditor {...props} />
  return (
    <Input
      type="number"
      aria-label={props['aria-label']}
      value={props.value}
      placeholder={messages.valuePlaceholder}
      onChange={(_, data) => props.onChange(data.value)}
    />
  )
}
