import { DictMultiSelect, DictSelect } from '@portico/ui'
import { useQueryMessages } from '../QueryMessages/QueryMessages'
import type { ValueEditorProps } from './valueEditor.types'

/** A dictionary select (@portico/ui's dictionary widgets); under `in` a multi-select whose values are comma-joined. */
export function DictValueEditor({ value, onChange, field, multiple, 'aria-label': label }: ValueEditorProps) {
  const messages = useQueryMessages()
  const common = {
    dictCode: field.options ? undefined : field.dictCode,
    options: field.options,
    placeholder: messages.selectPlaceholder,
    'aria-label': label,
    onChange,
  }
  return multiple ? <DictMultiSelect {...common} value={value} /> : <DictSelect {...common} value={value} />
}
