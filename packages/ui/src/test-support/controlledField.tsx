import { Field } from '@fluentui/react-components'
import { type ComponentType, useState } from 'react'

interface ValueProps {
  value?: unknown
  onChange?: (value: string) => void
}

/** Wraps a value widget for a story: labelled by a Field, holding its own value, still reporting each change. */
export function controlledField<P extends ValueProps>(Widget: ComponentType<P>, label: string) {
  return function Controlled(props: P) {
    const [value, setValue] = useState<P['value']>(props.value)
    return (
      <Field label={label}>
        <Widget
          {...props}
          value={value}
          onChange={(next: string) => {
            setValue(next)
            props.onChange?.(next)
          }}
        />
      </Field>
    )
  }
}

interface PickerValueProps {
  value?: string | null
  onChange?: (value: string, rows: never[]) => void
}

/** controlledField for pickers: reports the chosen rows along with the value. */
export function controlledPicker<P extends PickerValueProps>(Widget: ComponentType<P>, label: string) {
  return function Controlled(props: P) {
    const [value, setValue] = useState(props.value)
    const onChange = (next: string, rows: never[]) => {
      setValue(next)
      props.onChange?.(next, rows)
    }
    return (
      <Field label={label}>
        <Widget {...props} value={value} onChange={onChange} />
      </Field>
    )
  }
}
