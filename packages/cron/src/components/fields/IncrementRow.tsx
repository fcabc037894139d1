import { Text } from '@fluentui/react-components'
import type { ReactNode } from 'react'
import type { Bound } from '../../model/bounds'
import { ModeRow } from './ModeRow'
import { NumberField } from './NumberField'

export interface IncrementRowProps {
  mode: number
  /** The unit word after the start (秒, 号; nothing after a weekday). */
  at: string
  /** The unit word after the interval (秒, 天). */
  interval: string
  /** The start's input. */
  start: ReactNode
  intervalLabel: string
  intervalValue: number
  intervalBound: Bound
  onInterval: (value: number) => void
}

/** The increment mode: 从 [start] …开始，每 [interval] …执行一次. */
export function IncrementRow(props: IncrementRowProps) {
  const { mode, at, interval } = props
  return (
    <ModeRow mode={mode} lead="从" phrase={`从…${at}开始，每…${interval}执行一次`}>
      {props.start}
      <Text>{at}开始，每</Text>
      <NumberField
        label={props.intervalLabel}
        value={props.intervalValue}
        bound={props.intervalBound}
        onValue={props.onInterval}
      />
      <Text>{interval}执行一次</Text>
    </ModeRow>
  )
}
