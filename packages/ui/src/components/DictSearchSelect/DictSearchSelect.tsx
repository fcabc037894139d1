import { Combobox, Option, Spinner } from '@fluentui/react-components'
import { DictOptionList } from '../../dict/DictOptionList'
import { controlPropsOf } from '../../types/controlProps'
import type { DictSearchSelectProps } from './DictSearchSelect.types'
import { DICT_SEARCH_EMPTY_TEXT, DICT_SEARCH_HINT_TEXT, dictSearchStatus } from './dictSearchSettings'
import { useDictSearchSelect } from './useDictSearchSelect'

const STATUS_VALUE = '\u0000status'

/** A combobox that searches a (table) dictionary on the server as the user types (JSearchSelectTag). */
export function DictSearchSelect(props: DictSearchSelectProps) {
  const {
    placeholder = '请选择',
    emptyText = DICT_SEARCH_EMPTY_TEXT,
    hintText = DICT_SEARCH_HINT_TEXT,
    value,
  } = props
  const state = useDictSearchSelect(props)
  const selected = value === null || value === undefined ? '' : String(value)
  const status = dictSearchStatus(
    { loading: state.loading, count: state.options.length, searched: state.searched },
    { empty: emptyText, hint: hintText },
  )
  return (
    <Combobox
      {...controlPropsOf(props)}
      placeholder={placeholder}
      clearable
      freeform
      value={state.inputText}
      selectedOptions={selected ? [selected] : []}
      onInput={(event) => state.type((event.target as HTMLInputElement).value)}
      onOptionSelect={(_, data) => {
        if (data.optionValue === STATUS_VALUE) return
        state.choose(state.options.find((o) => String(o.value) === data.optionValue))
      }}
      onOpenChange={(_, data) => {
        if (!data.open) state.close()
      }}
    >
      {status && 'loading' in status && (
        <Option value={STATUS_VALUE} text="" disabled>
          <Spinner size="extra-tiny" label="加载中" />
        </Option>
      )}
      {status && 'text' in status && (
        <Option value={STATUS_VALUE} text="" disabled>
          {status.text}
        </Option>
      )}
      {!state.loading && <DictOptionList options={state.options} />}
    </Combobox>
  )
}
