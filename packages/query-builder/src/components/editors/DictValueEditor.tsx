import { DictMultiSelect, DictSelect } from '@portico/ui'
import { QUERY_MESSAGES } from '../../core/messages'
import type { ValueEditorProps } from './valueEditor.types'

/** A dictionary select (@portico/ui's dictionary widgets); under `in` a multi-select whose values are comma-joined. */
export function DictValueEditor({ value, onChange, field, multiple, 'aria-label': label }: ValueEditorProps) {
  const common = {
    dictCode: field.options ? undefined : field.dictCode,
    options: field.options,
    placeholder: QUERY_MESSAGES.selectPlaceholder,
    'aria-label': label,
    onChange,
  }
  return multiple ? <DictMultiSelect {...common} value={value} /> : <DictSelect {...common} value={value} />
}
