import { SuperQueryButton } from '../SuperQueryButton/SuperQueryButton'
import { SuperQueryDialog } from '../SuperQueryDialog/SuperQueryDialog'
import type { SuperQueryProps } from './SuperQuery.types'
import { useSuperQuery } from './useSuperQuery'

/** The 高级查询 button and its dialog, wired: what a list page drops in beside its search form. */
export function SuperQuery({ value, onChange, ...dialogProps }: SuperQueryProps) {
  const state = useSuperQuery({ value, onChange })
  return (
    <>
      <SuperQueryButton active={state.active} onClick={() => state.setOpen(true)} onClear={state.clear} />
      <SuperQueryDialog
        {...dialogProps}
        open={state.open}
        onOpenChange={state.setOpen}
        value={state.applied}
        onSearch={state.apply}
        onReset={state.clear}
      />
    </>
  )
}
