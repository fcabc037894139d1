import { useMemo } from 'react'
import { QueryMessagesProvider, useQueryMessages } from '../QueryMessages/QueryMessages'
import { SuperQueryButton } from '../SuperQueryButton/SuperQueryButton'
import { SuperQueryDialog } from '../SuperQueryDialog/SuperQueryDialog'
import type { SuperQueryProps } from './SuperQuery.types'
import { useSuperQuery } from './useSuperQuery'

/** The 高级查询 button and its dialog, wired: what a list page drops in beside its search form. */
export function SuperQuery({ value, onChange, messages, ...dialogProps }: SuperQueryProps) {
  const state = useSuperQuery({ value, onChange })
  const inherited = useQueryMessages()
  const texts = useMemo(() => ({ ...inherited, ...messages }), [inherited, messages])
  return (
    <QueryMessagesProvider value={texts}>
      <SuperQueryButton active={state.active} onClick={() => state.setOpen(true)} onClear={state.clear} />
      <SuperQueryDialog
        {...dialogProps}
        open={state.open}
        onOpenChange={state.setOpen}
        value={state.applied}
        onSearch={state.apply}
        onReset={state.clear}
      />
    </QueryMessagesProvider>
  )
}
