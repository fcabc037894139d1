import { Input } from '@fluentui/react-components'
import { QUERY_MESSAGES } from '../../core/messages'
import type { ValueEditorProps } from './valueEditor.types'

/** Free text; under `in` the user types the values comma-separated. */
export function TextValueEditor({ value, onChange, multiple, 'aria-label': label }: ValueEditorProps) {
  return (
    <Input
      aria-label={label}
      value={value}
      placeholder={multiple ? '多个值用逗号分隔' : QUERY_MESSAGES.valuePlaceholder}
      onChange={(_, data) => onChange(data.value)}
    />
  )
}
