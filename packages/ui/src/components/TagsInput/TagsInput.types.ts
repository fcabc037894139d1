import type { InputProps } from '@fluentui/react-components'

export interface TagsInputProps extends Omit<InputProps, 'value' | 'onChange' | 'defaultValue'> {
  value?: string | null
  /** Called with the regrouped text (`ab;cd;e`). */
  onChange?: (value: string) => void
}
