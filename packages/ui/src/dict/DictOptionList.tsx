import { Option } from '@fluentui/react-components'
import type { DictOption } from '@portico/contract'
import { optionText } from './dictOptions'

/** A dictionary's options as the Options of a Fluent Dropdown or Combobox (a disabled item stays disabled). */
export function DictOptionList({ options }: { options: DictOption[] }) {
  return options.map((option) => (
    <Option key={String(option.value)} value={String(option.value)} disabled={option.disabled}>
      {optionText(option)}
    </Option>
  ))
}
