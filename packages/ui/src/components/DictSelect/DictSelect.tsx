import { Dropdown } from '@fluentui/react-components'
import { DictMessage } from '../../dict/DictMessage'
import { DictOptionList } from '../../dict/DictOptionList'
import { textOfValue } from '../../dict/dictOptions'
import { useDictItems } from '../../dict/useDictItems'
import type { DictSelectProps } from './DictSelect.types'

/** A dropdown of a dictionary's options (JDictSelectTag): one value, cleared to ''. */
export function DictSelect({
  dictCode,
  options: given,
  value,
  onChange,
  placeholder = '请选择',
  clearable = true,
  disabled,
  ...attributes
}: DictSelectProps) {
  const { options, error } = useDictItems(dictCode, given)
  const selected = value === null || value === undefined ? '' : String(value)
  return (
    <>
      <Dropdown
        {...attributes}
        disabled={disabled}
        placeholder={placeholder}
        clearable={clearable}
        value={selected ? textOfValue(options, selected) : ''}
        selectedOptions={selected ? [selected] : []}
        onOptionSelect={(_, data) => onChange?.(data.optionValue ?? '')}
      >
        <DictOptionList options={options} />
      </Dropdown>
      <DictMessage error={error} />
    </>
  )
}
