import { Radio, RadioGroup } from '@fluentui/react-components'
import { DictMessage } from '../../dict/DictMessage'
import { optionText } from '../../dict/dictOptions'
import { useDictItems } from '../../dict/useDictItems'
import type { DictRadioProps } from './DictRadio.types'

/** A dictionary's options as radio buttons (JDictSelectTag type radio). */
export function DictRadio({
  dictCode,
  options: given,
  value,
  onChange,
  disabled,
  layout = 'horizontal',
  ...attributes
}: DictRadioProps) {
  const { options, error } = useDictItems(dictCode, given)
  return (
    <>
      <RadioGroup
        {...attributes}
        layout={layout}
        disabled={disabled}
        value={value === null || value === undefined ? '' : String(value)}
        onChange={(_, data) => onChange?.(data.value)}
      >
        {options.map((option) => (
          <Radio
            key={String(option.value)}
            value={String(option.value)}
            label={optionText(option)}
            disabled={option.disabled}
          />
        ))}
      </RadioGroup>
      <DictMessage error={error} />
    </>
  )
}
