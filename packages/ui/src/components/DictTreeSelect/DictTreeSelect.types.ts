import type { ControlProps } from '../../types/controlProps'
import type { TreeDictSource } from './treeDictQuery'

export interface DictTreeSelectProps extends TreeDictSource, ControlProps {
  /** The chosen node's key. */
  value?: string | null
  /** Called with the chosen node's key. */
  onChange?: (key: string) => void
  /** Key of the level to start from ('' for the roots). */
  pidValue?: string
  /** Default 请选择. */
  placeholder?: string
}
