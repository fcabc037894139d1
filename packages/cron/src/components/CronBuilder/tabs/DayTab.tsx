import { RadioGroup, Text } from '@fluentui/react-components'
import { DAY_OF_MONTH_BOUND, DAYS_BEFORE_END_BOUND, UNIT_BOUNDS } from '../../../model/bounds'
import type { DayMode, DayState } from '../../../model/types'
import { ModeRow } from '../../fields/ModeRow'
import { NumberField } from '../../fields/NumberField'
import { rangeOf, ValueGrid } from '../../fields/ValueGrid'
import { DAY_OF_MONTH_MODES } from './dayModes'
import { OtherTabNote } from './OtherTabNote'
import type { TabProps } from './tab.types'

/** The day-of-month modes of the day setting: 1, 3, 5, 6, 7, 9 and 10 (the week tab has 2, 4, 8 and 11). */
export function DayTab({ cron, edit }: TabProps) {
  const day = cron.day
  const bounds = UNIT_BOUNDS.day
  const set = (mode: DayMode, patch: Partial<DayState> = {}) => edit({ day: { ...patch, cronEvery: mode } })
  const active = DAY_OF_MONTH_MODES.includes(day.cronEvery)
  return (
    <>
      {!active && <OtherTabNote other="周" />}
      <RadioGroup
        aria-label="日的执行方式"
        value={active ? String(day.cronEvery) : ''}
        onChange={(_, data) => set(Number(data.value) as DayMode)}
      >
        <ModeRow mode={1} lead="每日" />
        <ModeRow mode={3} lead="从" phrase="从…号开始，每…天执行一次">
          <NumberField
            label="日起始值"
            value={day.incrementStart}
            bound={bounds.incrementStart}
            onValue={(incrementStart) => set(3, { incrementStart })}
          />
          <Text>号开始，每</Text>
          <NumberField
            label="日间隔"
            value={day.incrementIncrement}
            bound={bounds.incrementIncrement}
            onValue={(incrementIncrement) => set(3, { incrementIncrement })}
          />
          <Text>天执行一次</Text>
        </ModeRow>
        <ModeRow mode={5} lead="指定" phrase="指定日">
          <ValueGrid
            label="指定日"
            values={rangeOf(bounds.value.min, bounds.value.max)}
            selected={day.specificSpecific}
            onSelected={(specificSpecific) => set(5, { specificSpecific })}
          />
        </ModeRow>
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
      </RadioGroup>
    </>
  )
}
