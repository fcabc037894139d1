import { Input } from '@fluentui/react-components'
import { useQueryMessages } from '../QueryMessages/QueryMessages'
import type { ValueEditorProps } from './valueEditor.types'

/** Free text; under `in` the user types the values comma-separated. */
export function TextValueEditor({ value, onChange, multiple, 'aria-label': label }: ValueEditorProps) {
  const messages = useQueryMessages()
  return (
    <Input
      aria-label={label}
      value={value}
      placeholder={multiple ? messages.multipleValuesPlaceholder : messages.valuePlaceholder}
      onChange={(_, data) => onChange(data.value)}
    />
  )
}
