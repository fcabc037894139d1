import { useState } from 'react'
import { validateCron } from '../../quartz/validate'
import type { CronBuilderChange } from '../CronBuilder/CronBuilder.types'
import { DEFAULT_EXPRESSION } from '../CronBuilder/cronBuilderModel'
import type { CronDialogProps } from './CronDialog.types'

export interface CronDialogState {
  open: boolean
  setOpen: (open: boolean) => void
  draft: string
  validity: CronBuilderChange
  onDraftChange: (expression: string, change: CronBuilderChange) => void
  confirm: () => void
  cancel: () => void
}

/** Open state and the draft expression, which restarts from `value` at each opening. */
export function useCronDialogState(props: CronDialogProps): CronDialogState {
  const { value = DEFAULT_EXPRESSION, onOpenChange, onConfirm, onCancel } = props
  const [uncontrolledOpen, setUncontrolledOpen] = useState(props.defaultOpen ?? false)
  const open = props.open ?? uncontrolledOpen
  const [draft, setDraft] = useState(value)
  const [validity, setValidity] = useState<CronBuilderChange>(() => validateCron(value))
  const [wasOpen, setWasOpen] = useState(open)

  if (open !== wasOpen) {
    setWasOpen(open)
    if (open) {
      setDraft(value)
      setValidity(validateCron(value))
    }
  }

  const setOpen = (next: boolean) => {
    setUncontrolledOpen(next)
    onOpenChange?.(next)
  }
  return {
    open,
    setOpen,
    draft,
    validity,
    onDraftChange: (expression, change) => {
      setDraft(expression)
      setValidity(change)
    },
    confirm: () => {
      if (!validity.valid) return
      onConfirm?.(draft)
      setOpen(false)
    },
    cancel: () => {
      onCancel?.()
      setOpen(false)
    },
  }
}
