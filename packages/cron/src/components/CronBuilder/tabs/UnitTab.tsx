import { RadioGroup, Text } from '@fluentui/react-components'
import { UNIT_BOUNDS } from '../../../model/bounds'
import type { SimpleUnit, UnitMode, UnitState } from '../../../model/types'
import { IncrementRow } from '../../fields/IncrementRow'
import { ModeRow } from '../../fields/ModeRow'
import { NumberField } from '../../fields/NumberField'
import { SpecificRow } from '../../fields/SpecificRow'
import { SIMPLE_UNIT_WORDS, TAB_LABELS } from '../labels'
import type { TabProps } from './tab.types'

export interface UnitTabProps extends TabProps {
  unit: SimpleUnit
}

/** Second, minute, hour, month or year: 1 every, 2 increment, 3 specific values, 4 range. */
export function UnitTab({ unit, cron, edit }: UnitTabProps) {
  const state = cron[unit]
  const bounds = UNIT_BOUNDS[unit]
  const name = TAB_LABELS[unit]
  const words = SIMPLE_UNIT_WORDS[unit]
  const set = (mode: UnitMode, patch: Partial<UnitState> = {}) =>
    edit({ [unit]: { ...patch, cronEvery: mode } })
  return (
    <RadioGroup
      aria-label={`${name}的执行方式`}
      value={String(state.cronEvery)}
      onChange={(_, data) => set(Number(data.value) as UnitMode)}
    >
      <ModeRow mode={1} lead={words.every} />
      <IncrementRow
        mode={2}
        at={words.at}
        interval={words.interval}
        start={
          <NumberField
            label={`${name}起始值`}
            value={state.incrementStart}
            bound={bounds.incrementStart}
            onValue={(incrementStart) => set(2, { incrementStart })}
          />
        }
        intervalLabel={`${name}间隔`}
        intervalValue={state.incrementIncrement}
        intervalBound={bounds.incrementIncrement}
        onInterval={(incrementIncrement) => set(2, { incrementIncrement })}
      />
      <SpecificRow
        mode={3}
        label={`指定${name}`}
        bound={bounds.value}
        selected={state.specificSpecific}
        onSelected={(specificSpecific) => set(3, { specificSpecific })}
        wide={unit === 'year'}
      />
      <ModeRow mode={4} lead="周期从" phrase={`周期从…到…${words.at}`}>
        <NumberField
          label={`${name}周期起始`}
          value={state.rangeStart}
          bound={bounds.value}
          onValue={(rangeStart) => set(4, { rangeStart })}
        />
        <Text>到</Text>
        <NumberField
          label={`${name}周期结束`}
          value={state.rangeEnd}
          bound={bounds.value}
          onValue={(rangeEnd) => set(4, { rangeEnd })}
        />
        <Text>{words.at}</Text>
      </ModeRow>
    </RadioGroup>
  )
}
