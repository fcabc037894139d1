import { Dropdown, Option, Switch } from '@fluentui/react-components'
import { useEffect } from 'react'
import type { DictSwitchProps } from './DictSwitch.types'
import {
  DEFAULT_SWITCH_OPTIONS,
  isEmptySwitchValue,
  isSwitchOn,
  SWITCH_TEXTS,
  switchValueOf,
} from './switchValue'

/** A switch over two stored values (JSwitch): on is the first option; an empty value becomes the second. */
export function DictSwitch({
  value,
  onChange,
  options = DEFAULT_SWITCH_OPTIONS,
  query = false,
  disabled,
  label,
  ...attributes
}: DictSwitchProps) {
  const empty = isEmptySwitchValue(value)
  useEffect(() => {
    if (!query && empty) onChange?.(options[1])
  }, [query, empty, onChange, options])

  if (query) {
    const selected = empty ? '' : String(value)
    return (
      <Dropdown
        {...attributes}
        disabled={disabled}
        placeholder="请选择"
        value={selected === options[0] ? SWITCH_TEXTS[0] : selected === options[1] ? SWITCH_TEXTS[1] : ''}
        selectedOptions={selected ? [selected] : []}
        onOptionSelect={(_, data) => onChange?.(data.optionValue ?? '')}
      >
        <Option value={options[0]}>{SWITCH_TEXTS[0]}</Option>
        <Option value={options[1]}>{SWITCH_TEXTS[1]}</Option>
      </Dropdown>
    )
  }
  return (
    <Switch
      {...attributes}
      label={label}
      disabled={disabled}
      checked={isSwitchOn(value, options)}
      onChange={(_, data) => onChange?.(switchValueOf(data.checked, options))}
    />
  )
}
