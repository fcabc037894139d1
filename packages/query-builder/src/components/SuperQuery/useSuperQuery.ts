import { useState } from 'react'
import type { SuperQueryResult } from '../../core/condition.types'
import type { SuperQueryProps } from './SuperQuery.types'

/** The query in force (the prop's, or kept here), whether it is active, and the dialog's open state. */
export function useSuperQuery({ value, onChange }: Pick<SuperQueryProps, 'value' | 'onChange'>) {
  const [kept, setKept] = useState<SuperQueryResult | null>(null)
  const [open, setOpen] = useState(false)
  const applied = value === undefined ? kept : value
  const apply = (next: SuperQueryResult | null) => {
    setKept(next)
    onChange(next)
  }
  return {
    applied,
    // The flag is on when at least one condition is applied (spec §4).
    active: (applied?.conditions.length ?? 0) > 0,
    open,
    setOpen,
    apply,
    clear: () => apply(null),
  }
}
