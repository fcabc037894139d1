import { Text } from '@fluentui/react-components'
import { NTH_BOUND, UNIT_BOUNDS } from '../../../model/bounds'
import type { DayMode, WeekState } from '../../../model/types'
import { IncrementRow } from '../../fields/IncrementRow'
import { ModeRow } from '../../fields/ModeRow'
import { NumberField } from '../../fields/NumberField'
import { SpecificRow } from '../../fields/SpecificRow'
import { WeekdayDropdown } from '../../fields/WeekdayDropdown'
import { weekdayName } from '../labels'
import { DaySettingGroup } from './DaySettingGroup'
import { DAY_OF_WEEK_MODES } from './dayModes'
import type { TabProps } from './tab.types'

/** The day-of-week modes of the day setting: 2, 4, 8 and 11. */
export function WeekTab({ cron, edit }: TabProps) {
  const { day, week } = cron
  const bounds = UNIT_BOUNDS.week
  const set = (mode: DayMode, patch: Partial<WeekState> = {}) =>
    edit({ day: { cronEvery: mode }, week: patch })
  return (
    <DaySettingGroup
      label="周的执行方式"
      modes={DAY_OF_WEEK_MODES}
      other="日"
      current={day.cronEvery}
      onMode={(mode) => set(mode)}
    >
      <IncrementRow
        mode={2}
        at=""
        interval="天"
        start={
          <WeekdayDropdown
            label="周起始星期"
            value={week.incrementStart}
            onValue={(incrementStart) => set(2, { incrementStart })}
          />
        }
        intervalLabel="周间隔天数"
        intervalValue={week.incrementIncrement}
        intervalBound={bounds.incrementIncrement}
        onInterval={(incrementIncrement) => set(2, { incrementIncrement })}
      />
      <SpecificRow
        mode={4}
        label="指定星期"
        bound={bounds.value}
        selected={week.specificSpecific}
        onSelected={(specificSpecific) => set(4, { specificSpecific })}
        format={weekdayName}
        wide
      />
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
    </DaySettingGroup>
  )
}
