import { RadioGroup, Text } from '@fluentui/react-components'
import { NTH_BOUND, UNIT_BOUNDS } from '../../../model/bounds'
import type { DayMode, WeekState } from '../../../model/types'
import { ModeRow } from '../../fields/ModeRow'
import { NumberField } from '../../fields/NumberField'
import { rangeOf, ValueGrid } from '../../fields/ValueGrid'
import { WeekdayDropdown } from '../../fields/WeekdayDropdown'
import { weekdayName } from '../labels'
import { DAY_OF_WEEK_MODES } from './dayModes'
import { OtherTabNote } from './OtherTabNote'
import type { TabProps } from './tab.types'

/** The day-of-week modes of the day setting: 2, 4, 8 and 11. */
export function WeekTab({ cron, edit }: TabProps) {
  const { day, week } = cron
  const bounds = UNIT_BOUNDS.week
  const set = (mode: DayMode, patch: Partial<WeekState> = {}) =>
    edit({ day: { cronEvery: mode }, week: patch })
  const active = DAY_OF_WEEK_MODES.includes(day.cronEvery)
  return (
    <>
      {!active && <OtherTabNote other="日" />}
      <RadioGroup
        aria-label="周的执行方式"
        value={active ? String(day.cronEvery) : ''}
        onChange={(_, data) => set(Number(data.value) as DayMode)}
      >
        <ModeRow mode={2} lead="从" phrase="从…开始，每…天执行一次">
          <WeekdayDropdown
            label="周起始星期"
            value={week.incrementStart}
            onValue={(incrementStart) => set(2, { incrementStart })}
          />
          <Text>开始，每</Text>
          <NumberField
            label="周间隔天数"
            value={week.incrementIncrement}
            bound={bounds.incrementIncrement}
            onValue={(incrementIncrement) => set(2, { incrementIncrement })}
          />
          <Text>天执行一次</Text>
        </ModeRow>
        <ModeRow mode={4} lead="指定" phrase="指定星期">
          <ValueGrid
            label="指定星期"
            values={rangeOf(bounds.value.min, bounds.value.max)}
            selected={week.specificSpecific}
            onSelected={(specificSpecific) => set(4, { specificSpecific })}
            format={weekdayName}
            wide
          />
        </ModeRow>
        <ModeRow mode={8} lead="本月最后一个" phrase="本月最后一个星期…">
          <WeekdayDropdown
            label="最后一个星期几"
            value={day.cronLastSpecificDomDay}
            onValue={(cronLastSpecificDomDay) => edit({ day: { cronEvery: 8, cronLastSpecificDomDay } })}
          />
        </ModeRow>
        <ModeRow mode={11} lead="本月第" phrase="本月第…周的星期…">
          <NumberField
            label="第几周"
            value={week.cronNthDayNth}
            bound={NTH_BOUND}
            onValue={(cronNthDayNth) => set(11, { cronNthDayNth })}
          />
          <Text>周的</Text>
          <WeekdayDropdown
            label="第几周的星期几"
            value={week.cronNthDayDay}
            onValue={(cronNthDayDay) => set(11, { cronNthDayDay })}
          />
        </ModeRow>
      </RadioGroup>
    </>
  )
}
