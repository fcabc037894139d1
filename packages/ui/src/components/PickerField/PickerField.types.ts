import type { ReactElement } from 'react'
import type { ControlProps } from '../../types/controlProps'

/** What every picker field takes besides its own options (a Fluent Field labels it). */
export interface PickerFieldBaseProps<Row> extends ControlProps {
  /** Stored values joined by `separator` (ids, usernames, role codes …). */
  value?: string | null
  /** Called on 确定 and on 清空 with the new value and the chosen rows. */
  onChange?: (value: string, rows: Row[]) => void
  /** Default `,`. */
  separator?: string
  placeholder?: string
}

export interface PickerFieldProps extends ControlProps {
  /** The chosen rows' names, joined. */
  text: string
  placeholder?: string
  /** The button that opens the modal, e.g. 选择用户. */
  buttonText: string
  buttonIcon?: ReactElement
  /** The open button shows its icon only, `buttonText` becoming its name and tooltip (narrow places: table cells). */
  iconOnly?: boolean
  /** While stored values are being looked up. */
  loading?: boolean
  onOpen: () => void
  /** Shows a 清空 button while something is chosen. */
  onClear?: () => void
}
