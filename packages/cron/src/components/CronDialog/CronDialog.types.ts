import type { ReactElement } from 'react'

export interface CronDialogProps {
  /** Controlled open state; leave unset and pass `trigger` (or `defaultOpen`) for an uncontrolled dialog. */
  open?: boolean
  defaultOpen?: boolean
  onOpenChange?: (open: boolean) => void
  /** The element opening the dialog, e.g. a Fluent `Button`. */
  trigger?: ReactElement
  /** The expression the builder starts from each time the dialog opens; `* * * * * ? *` by default. */
  value?: string
  /** 确定 with a valid expression: the expression, verbatim when it was typed. The dialog then closes. */
  onConfirm?: (expression: string) => void
  /** 取消, Escape or the close of the dialog without confirming. */
  onCancel?: () => void
  /** Dialog title, Cron表达式 by default. */
  title?: string
  /** The instant the fire-time preview starts after. */
  now?: Date
}
