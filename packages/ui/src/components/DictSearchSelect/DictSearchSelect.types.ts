import type { ControlProps } from '../../types/controlProps'
export interface DictSearchSelectProps extends ControlProps {
  /** `table,text,code` of a whitelisted table (or a system dictionary code) searched through loadDict. */
  dict: string
  /** The stored value; its text is looked up through loadDictItem when not among the loaded options. */
  value?: string | number | null
  /** Called with the chosen value, or '' when cleared. */
  onChange?: (value: string) => void
  /** Rows per search (default 10). */
  pageSize?: number
  /** Wait after the last keystroke before searching: 800 ms in forms (default), 300 ms in table cells. */
  debounceMs?: number
  /** Load the first page with an empty keyword when mounted (default true; table cells start with the hint). */
  loadInitial?: boolean
  /** Default 请选择. */
  placeholder?: string
  /** Shown when a search found nothing (default 'no data found'). */
  emptyText?: string
  /** Shown before anything was searched (default 'please enter search content'). */
  hintText?: string
}
