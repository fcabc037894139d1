import type { DictOption } from '@portico/contract'

/** What every dictionary widget takes: a code (or options) and the control's own attributes. */
export interface DictWidgetProps {
  /** A system dictionary code, or `table,text,code` for a whitelisted table dictionary. */
  dictCode?: string
  /** Options to show instead of loading `dictCode`. */
  options?: DictOption[]
  disabled?: boolean
  id?: string
  className?: string
  'aria-label'?: string
  'aria-labelledby'?: string
}
