import { Radio } from '@fluentui/react-components'
import type { ReactNode } from 'react'
import { useFieldStyles } from './fields.styles'

export interface ModeRowProps {
  mode: number
  /** The visible radio label: the phrase's first words (从, 周期从, 指定) or all of it (每秒). */
  lead: string
  /** The whole phrase, with … where the inputs go, read by screen readers as the radio's name. */
  phrase?: string
  /** The mode's inputs and the rest of the phrase. */
  children?: ReactNode
}

/** One mode of a tab: its radio, then its inputs inline. */
export function ModeRow({ mode, lead, phrase, children }: ModeRowProps) {
  const styles = useFieldStyles()
  return (
    <div className={styles.row}>
      <Radio value={String(mode)} label={lead} aria-label={phrase} />
      {children}
    </div>
  )
}
