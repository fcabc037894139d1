import type { DictOption } from '@portico/contract'
import type { ControlProps } from '../types/controlProps'

/** What every dictionary widget takes: a code (or options) and the control's own attributes. */
export interface DictWidgetProps extends ControlProps {
  /** A system dictionary code, or `table,text,code` for a whitelisted table dictionary. */
  dictCode?: string
  /** Options to show instead of loading `dictCode`. */
  options?: DictOption[]
}
