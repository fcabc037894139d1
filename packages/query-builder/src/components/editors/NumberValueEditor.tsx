import { Input } from '@fluentui/react-components'
import { QUERY_MESSAGES } from '../../core/messages'
import { TextValueEditor } from './TextValueEditor'
import type { ValueEditorProps } from './valueEditor.types'

/** A number; under `in` a comma list, typed as text. */
export function NumberValueEditor(props: ValueEditorProps) {
  if (props.multiple) return <TextValueEditor {...props} />
  return (
    <Input
      type="number"
      aria-label={props['aria-label']}
      value={props.value}
      placeholder={QUERY_MESSAGES.valuePlaceholder}
      onChange={(_, data) => props.onChange(data.value)}
    />
  )
}
