import { Text } from '@fluentui/react-components'
import { DAY_OF_MONTH_BOUND, DAYS_BEFORE_END_BOUND, UNIT_BOUNDS } from '../../../model/bounds'
import type { DayMode, DayState } from '../../../model/types'
import { IncrementRow } from '../../fields/IncrementRow'
import { ModeRow } from '../../fields/ModeRow'
import { NumberField } from '../../fields/NumberField'
import { SpecificRow } from '../../fields/SpecificRow'
import { DaySettingGroup } from './DaySettingGroup'
import { DAY_OF_MONTH_MODES } from './dayModes'
import type { TabProps } from './tab.types'

/** The day-of-month modes of the day setting: 1, 3, 5, 6, 7, 9 and 10 (the week tab has 2, 4, 8 and 11). */
export function DayTab({ cron, edit }: TabProps) {
  const day = cron.day
  const bounds = UNIT_BOUNDS.day
  const set = (mode: DayMode, patch: Partial<DayState> = {}) => edit({ day: { ...patch, cronEvery: mode } })
  return (
    <DaySettingGroup
      label="日的执行方式"
      modes={DAY_OF_MONTH_MODES}
      other="周"
      current={day.cronEvery}
      onMode={(mode) => set(mode)}
    >
      <ModeRow mode={1} lead="每日" />
      <IncrementRow
        mode={3}
        at="号"
        interval="天"
        start={
          <NumberField
            label="日起始值"
            value={day.incrementStart}
            bound={bounds.incrementStart}
            onValue={(incrementStart) => set(3, { incrementStart })}
          />
        }
        intervalLabel="日间隔"
        intervalValue={day.incrementIncrement}
        intervalBound={bounds.incrementIncrement}
        onInterval={(incrementIncrement) => set(3, { incrementIncrement })}
      />
      <SpecificRow
        mode={5}
        label="指定日"
        bound={bounds.value}
        selected={day.specificSpecific}
        onSelected={(specificSpecific) => set(5, { specificSpecific })}
      />
      <ModeRow mode={6} lead="每月最后一天" />
      <ModeRow mode={7} lead="本月最后一个工作日" />
      <ModeRow mode={9} lead="距月底前" phrase="距月底前…天">
        <NumberField
          label="月底前天数"
          value={day.cronDaysBeforeEomMinus}
          bound={DAYS_BEFORE_END_BOUND}
          onValue={(cronDaysBeforeEomMinus) => set(9, { cronDaysBeforeEomMinus })}
        />
        <Text>天</Text>
      </ModeRow>
      <ModeRow mode={10} lead="每月" phrase="每月…号最近的那个工作日">
        <NumberField
          label="最近工作日的日期"
          value={day.cronDaysNearestWeekday}
          bound={DAY_OF_MONTH_BOUND}
          onValue={(cronDaysNearestWeekday) => set(10, { cronDaysNearestWeekday })}
        />
        <Text>号最近的那个工作日</Text>
      </ModeRow>
    </DaySettingGroup>
  )
}
