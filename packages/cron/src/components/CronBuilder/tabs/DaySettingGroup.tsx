import { RadioGroup } from '@fluentui/react-components'
import type { ReactNode } from 'react'
import type { DayMode } from '../../../model/types'
import { OtherTabNote } from './OtherTabNote'

export interface DaySettingGroupProps {
  /** The radio group's name (日的执行方式). */
  label: string
  /** The day modes this tab offers. */
  modes: DayMode[]
  /** The tab that decides the day when none of these modes is chosen. */
  other: '日' | '周'
  current: DayMode
  onMode: (mode: DayMode) => void
  children: ReactNode
}

/** The day and week tabs share one day setting: each offers some of its modes, none checked while the other decides. */
export function DaySettingGroup({ label, modes, other, current, onMode, children }: DaySettingGroupProps) {
  const active = modes.includes(current)
  return (
    <>
      {!active && <OtherTabNote other={other} />}
      <RadioGroup
        aria-label={label}
        value={active ? String(current) : ''}
        onChange={(_, data) => onMode(Number(data.value) as DayMode)}
      >
        {children}
      </RadioGroup>
    </>
  )
}
