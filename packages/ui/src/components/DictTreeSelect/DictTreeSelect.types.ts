import type { TreeDictSource } from './treeDictQuery'

export interface DictTreeSelectProps extends TreeDictSource {
  /** The chosen node's key. */
  value?: string | null
  /** Called with the chosen node's key. */
  onChange?: (key: string) => void
  /** Key of the level to start from ('' for the roots). */
  pidValue?: string
  /** Default 请选择. */
  placeholder?: string
  disabled?: boolean
  id?: string
  className?: string
  'aria-label'?: string
  'aria-labelledby'?: string
}
