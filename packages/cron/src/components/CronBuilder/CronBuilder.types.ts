import type { CronUnit } from '../../model/types'

/** The builder's tabs, one per unit: 秒 分 时 日 月 周 年. */
export type CronTab = CronUnit

export interface CronBuilderChange {
  /** The expression passes the builder's bounds (after a tab edit) or Quartz's rules (after typing). */
  valid: boolean
  /** The validation message (zh), naming the field and its range. */
  message?: string
}

export interface CronBuilderProps {
  /** The 7-field Quartz expression (controlled). */
  value?: string
  /** The initial expression when uncontrolled; `* * * * * ? *` when neither is given. */
  defaultValue?: string
  /** Every edit, from the tabs or the text input; invalid expressions are reported too, with `valid: false`. */
  onChange?: (expression: string, change: CronBuilderChange) => void
  /** The instant the fire-time preview starts after; the time of mounting by default. */
  now?: Date
  /** The tab shown first, `second` by default. */
  defaultTab?: CronTab
  className?: string
}
