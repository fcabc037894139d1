import { Checkbox, Combobox, Dropdown, Option, Radio, RadioGroup, Switch } from '@fluentui/react-components'
import { useState } from 'react'
import type { CellEditorProps } from './columnRegistry.types'
import { DictSearchEditor, searchesServer } from './dictSearchEditor'
import { findOption, MULTI_SEPARATOR, multiLabels, optionLabel, splitMulti } from './optionText'

const isEmpty = (value: unknown) => value == null || value === ''

function optionValue(props: CellEditorProps, value: string | undefined): unknown {
  return findOption(props.column.options, value)?.value ?? value ?? ''
}

/** Options (the column's, unless given) as Fluent options. */
function columnOptions(props: CellEditorProps, options = props.column.options ?? []) {
  return options.map((option) => (
    <Option key={String(option.value)} value={String(option.value)} disabled={option.disabled}>
      {optionLabel(option)}
    </Option>
  ))
}

/** A Dropdown of the column's options; select and list_multi differ only in what they show and store. */
function OptionDropdown(
  props: CellEditorProps & {
    multiselect?: boolean
    shown: string
    selected: string[]
    onSelect: (value: string | undefined, selected: string[]) => void
  },
) {
  return (
    <Dropdown
      multiselect={props.multiselect}
      aria-label={props.label}
      aria-invalid={props.invalid || undefined}
      disabled={props.disabled}
      placeholder={props.column.placeholder ?? '请选择'}
      autoFocus={props.autoFocus}
      value={props.shown}
      selectedOptions={props.selected}
      onOptionSelect={(_, d) => props.onSelect(d.optionValue, d.selectedOptions)}
      onBlur={props.onBlur}
      {...props.column.props}
    >
      {columnOptions(props)}
    </Dropdown>
  )
}

export function SelectEditor(props: CellEditorProps) {
  // allowSearch filters the options as typed; allowInput also keeps typed text that is no option.
  if (props.column.allowSearch || props.column.allowInput) return <OptionSearchEditor {...props} />
  const selected = findOption(props.column.options, props.value)
  return (
    <OptionDropdown
      {...props}
      shown={selected ? optionLabel(selected) : ''}
      selected={isEmpty(props.value) ? [] : [String(props.value)]}
      onSelect={(value) => props.onChange(optionValue(props, value), 'change')}
    />
  )
}

/** list_multi: several options, stored comma-separated. */
export function MultiSelectEditor(props: CellEditorProps) {
  return (
    <OptionDropdown
      {...props}
      multiselect
      shown={multiLabels(props.column.options, props.value).join(MULTI_SEPARATOR)}
      selected={splitMulti(props.value)}
      onSelect={(_, selected) => props.onChange(selected.join(MULTI_SEPARATOR), 'change')}
    />
  )
}

/** sel_search: a select whose options are filtered by what is typed, or a dictionary searched on the server. */
export function SearchSelectEditor(props: CellEditorProps) {
  return searchesServer(props.column) ? <DictSearchEditor {...props} /> : <OptionSearchEditor {...props} />
}

/**
 * The column's options filtered as typed, at once (nothing to wait for). With `allowInput` the text typed is the value
 * when it names no option (kept when the box is left).
 */
function OptionSearchEditor(props: CellEditorProps) {
  const { allowInput = false } = props.column
  const selected = findOption(props.column.options, props.value)
  const [query, setQuery] = useState<string | null>(null)
  const shown = (props.column.options ?? []).filter((option) => !query || optionLabel(option).includes(query))
  const stored = selected
    ? optionLabel(selected)
    : allowInput && !isEmpty(props.value)
      ? String(props.value)
      : ''
  return (
    <Combobox
      freeform={allowInput}
      aria-label={props.label}
      aria-invalid={props.invalid || undefined}
      disabled={props.disabled}
      placeholder={props.column.placeholder ?? '请选择'}
      autoFocus={props.autoFocus}
      value={query ?? stored}
      selectedOptions={isEmpty(props.value) ? [] : [String(props.value)]}
      onChange={(event) => setQuery(event.target.value)}
      onOptionSelect={(_, d) => {
        setQuery(null)
        props.onChange(optionValue(props, d.optionValue), 'change')
      }}
      onBlur={() => {
        if (allowInput && query !== null && query.trim() !== stored) {
          const typed = query.trim()
          const named = (props.column.options ?? []).find((option) => optionLabel(option) === typed)
          props.onChange(named ? named.value : typed, 'change')
        }
        setQuery(null)
        props.onBlur()
      }}
      {...props.column.props}
    >
      {columnOptions(props, shown)}
    </Combobox>
  )
}

export function RadioEditor(props: CellEditorProps) {
  return (
    <RadioGroup
      layout="horizontal"
      aria-label={props.label}
      aria-invalid={props.invalid || undefined}
      disabled={props.disabled}
      value={isEmpty(props.value) ? '' : String(props.value)}
      onChange={(_, d) => props.onChange(optionValue(props, d.value), 'change')}
      onBlur={props.onBlur}
    >
      {(props.column.options ?? []).map((option) => (
        <Radio
          key={String(option.value)}
          value={String(option.value)}
          label={optionLabel(option)}
          disabled={option.disabled}
        />
      ))}
    </RadioGroup>
  )
}

/** checkbox: stores the first of `customValue` when checked, the second otherwise (default true / false). */
export function CheckboxEditor(props: CellEditorProps) {
  const [on, off] = props.column.customValue ?? [true, false]
  return (
    <Checkbox
      aria-label={props.label}
      disabled={props.disabled}
      checked={props.value === on}
      onChange={(_, d) => props.onChange(d.checked === true ? on : off, 'change')}
      onBlur={props.onBlur}
    />
  )
}

/** checkbox_meta: a box per option, the checked values stored comma-separated. */
export function CheckboxMetaEditor(props: CellEditorProps) {
  const values = splitMulti(props.value)
  function toggle(value: string, checked: boolean) {
    const next = checked ? [...values, value] : values.filter((v) => v !== value)
    const ordered = (props.column.options ?? []).map((o) => String(o.value)).filter((v) => next.includes(v))
    props.onChange(ordered.join(MULTI_SEPARATOR), 'change')
  }
  return (
    // biome-ignore lint/a11y/useSemanticElements: a fieldset's legend would take the cell's room
    <div role="group" aria-label={props.label} onBlur={props.onBlur}>
      {(props.column.options ?? []).map((option) => (
        <Checkbox
          key={String(option.value)}
          label={optionLabel(option)}
          disabled={props.disabled || option.disabled}
          checked={values.includes(String(option.value))}
          onChange={(_, d) => toggle(String(option.value), d.checked === true)}
        />
      ))}
    </div>
  )
}

/** switch: on when the value equals the first of `customValue` (default Y and N, spec §4 and §9). */
export function SwitchEditor(props: CellEditorProps) {
  const [on, off] = props.column.customValue ?? ['Y', 'N']
  return (
    <Switch
      aria-label={props.label}
      disabled={props.disabled}
      checked={props.value === on}
      onChange={(_, d) => props.onChange(d.checked ? on : off, 'change')}
      onBlur={props.onBlur}
    />
  )
}
