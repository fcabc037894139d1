import {
  Checkbox,
  FieldContextProvider,
  mergeClasses,
  useFieldControlProps_unstable,
} from '@fluentui/react-components'
import { DictMessage } from '../../dict/DictMessage'
import { joinValues, optionText, splitValues, toggleValue } from '../../dict/dictOptions'
import { useDictItems } from '../../dict/useDictItems'
import { useDictCheckboxStyles } from './DictCheckbox.styles'
import type { DictCheckboxProps } from './DictCheckbox.types'

/** A dictionary's options as a group of checkboxes (JCheckbox); the value is a joined string. */
export function DictCheckbox(props: DictCheckboxProps) {
  const {
    dictCode,
    options: given,
    value,
    onChange,
    separator = ',',
    disabled,
    className,
    ...attributes
  } = useFieldControlProps_unstable(props)
  const { options, error } = useDictItems(dictCode, given)
  const styles = useDictCheckboxStyles()
  const checked = splitValues(value, separator)
  return (
    <>
      <fieldset {...attributes} className={mergeClasses(styles.root, className)}>
        {/* The Field labels the group; each checkbox keeps its own label and id. */}
        <FieldContextProvider value={undefined}>
          {options.map((option) => {
            const optionValue = String(option.value)
            return (
              <Checkbox
                key={optionValue}
                label={optionText(option)}
                disabled={disabled || option.disabled}
                checked={checked.includes(optionValue)}
                onChange={() => onChange?.(joinValues(toggleValue(checked, optionValue, options), separator))}
              />
            )
          })}
        </FieldContextProvider>
      </fieldset>
      <DictMessage error={error} />
    </>
  )
}
