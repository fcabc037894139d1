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
