import type { ResourceField } from '@portico/contract'
import { CategoryTreeSelect, UserPicker } from '@portico/ui'
import type { FieldSpec } from '../form/fieldSpec'

/**
 * The picker of a field kind the plain controls do not cover: a category tree (`treeDict`: category ids under the
 * root coded `dictCode`) and users (`user`: usernames, comma-separated).
 */
export function pickerOf(field: ResourceField): FieldSpec['render'] {
  if (field.kind === 'treeDict')
    return ({ value, onChange, locked }) => (
      <CategoryTreeSelect
        aria-label={field.label}
        value={value}
        pcode={field.dictCode}
        disabled={locked}
        onChange={onChange}
      />
    )
  if (field.kind === 'user')
    return ({ value, onChange, locked }) => (
      <UserPicker
        aria-label={field.label}
        value={value}
        disabled={locked}
        onChange={(next) => onChange(next)}
      />
    )
  return undefined
}
