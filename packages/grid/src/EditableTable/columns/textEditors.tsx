import { Button, Input, Popover, PopoverSurface, PopoverTrigger, Textarea } from '@fluentui/react-components'
import { EditRegular } from '@fluentui/react-icons'
import { acceptNumberInput, numberOnBlur } from '../validation/numberInput'
import type { CellEditorProps } from './columnRegistry.types'

const text = (value: unknown) => (value == null ? '' : String(value))

function common(props: CellEditorProps) {
  return {
    'aria-label': props.label,
    'aria-invalid': props.invalid || undefined,
    disabled: props.disabled,
    placeholder: props.column.placeholder,
    autoFocus: props.autoFocus,
    onBlur: props.onBlur,
    ...props.column.props,
  }
}

export function TextEditor(props: CellEditorProps) {
  return (
    <Input
      {...common(props)}
      value={text(props.value)}
      onChange={(_, d) => props.onChange(d.value, 'input')}
    />
  )
}

export function TextareaEditor(props: CellEditorProps) {
  return (
    <Textarea
      {...common(props)}
      value={text(props.value)}
      onChange={(_, d) => props.onChange(d.value, 'input')}
    />
  )
}

/** Accepts only what can become a number (spec §5); on blur keeps a number or nothing. */
export function NumberEditor(props: CellEditorProps) {
  const current = text(props.value)
  return (
    <Input
      {...common(props)}
      inputMode="decimal"
      value={current}
      onChange={(_, d) => {
        const accepted = acceptNumberInput(d.value, current)
        if (accepted !== current) props.onChange(accepted, 'input')
      }}
      onBlur={() => {
        const settled = numberOnBlur(current)
        if (settled !== props.value) props.onChange(settled, 'change')
        props.onBlur()
      }}
    />
  )
}

/** An input with a larger text box in a popup (300×210, spec §9). */
export function InputPopEditor(props: CellEditorProps) {
  return (
    <Input
      {...common(props)}
      value={text(props.value)}
      onChange={(_, d) => props.onChange(d.value, 'input')}
      contentAfter={
        <Popover trapFocus>
          <PopoverTrigger disableButtonEnhancement>
            <Button
              appearance="transparent"
              size="small"
              icon={<EditRegular />}
              aria-label={`${props.label} 展开编辑`}
              disabled={props.disabled}
            />
          </PopoverTrigger>
          <PopoverSurface>
            <Textarea
              aria-label={props.label}
              style={{ width: 300, height: 210 }}
              textarea={{ style: { maxHeight: 'none', height: '100%' } }}
              value={text(props.value)}
              onChange={(_, d) => props.onChange(d.value, 'input')}
            />
          </PopoverSurface>
        </Popover>
      }
    />
  )
}
