import { Field, Input, Label, mergeClasses, Tab, TabList, Text } from '@fluentui/react-components'
import { lazy, Suspense } from 'react'
import type { CronBuilderProps } from './CronBuilder.types'
import { TAB_LABELS, TAB_ORDER } from './labels'
import { DayTab } from './tabs/DayTab'
import { UnitTab } from './tabs/UnitTab'
import { WeekTab } from './tabs/WeekTab'
import type { CronBuilderState } from './useCronBuilderState'
import { cronBuilderClassNames, type useCronBuilderStyles } from './useCronBuilderStyles.styles'

// Only a typed expression the tabs cannot show needs it: the builder does not load it (a MessageBar) before then.
const UnrepresentableNote = lazy(() => import('./UnrepresentableNote'))

export interface CronBuilderIds {
  tab: (tab: string) => string
  panel: string
  preview: string
}

function renderPanel(state: CronBuilderState) {
  const { tab, cron, edit } = state
  if (tab === 'day') return <DayTab cron={cron} edit={edit} />
  if (tab === 'week') return <WeekTab cron={cron} edit={edit} />
  return <UnitTab unit={tab} cron={cron} edit={edit} />
}

/** The builder's markup: tabs, the selected tab's modes, the expression, its description and fire times. */
export function renderCronBuilder(
  state: CronBuilderState,
  styles: ReturnType<typeof useCronBuilderStyles>,
  ids: CronBuilderIds,
  props: Pick<CronBuilderProps, 'className'>,
) {
  const { validation, unrepresentable } = state
  return (
    <div className={mergeClasses(cronBuilderClassNames.root, styles.root, props.className)}>
      <TabList
        aria-label="Cron 字段"
        selectedValue={state.tab}
        onTabSelect={(_, data) => state.selectTab(data.value as CronBuilderState['tab'])}
      >
        {TAB_ORDER.map((unit) => (
          <Tab key={unit} value={unit} id={ids.tab(unit)} aria-controls={ids.panel}>
            {TAB_LABELS[unit]}
          </Tab>
        ))}
      </TabList>
      <div role="tabpanel" id={ids.panel} aria-labelledby={ids.tab(state.tab)} className={styles.panel}>
        {renderPanel(state)}
      </div>
      <Field
        label="Cron表达式"
        validationState={validation.valid ? 'none' : 'error'}
        validationMessage={validation.message}
      >
        <Input
          className={styles.expression}
          value={state.expression}
          onChange={(_, data) => state.setExpressionText(data.value)}
          spellCheck={false}
          autoComplete="off"
        />
      </Field>
      {unrepresentable !== undefined && (
        <Suspense fallback={null}>
          <UnrepresentableNote reason={unrepresentable} />
        </Suspense>
      )}
      {state.description !== undefined && (
        <div className={styles.section}>
          <Label>说明</Label>
          <Text>{state.description}</Text>
        </div>
      )}
      {validation.valid && (
        <div className={styles.section}>
          <Label id={ids.preview}>最近 5 次执行时间（UTC）</Label>
          {state.fireTimes.length > 0 ? (
            <ol aria-labelledby={ids.preview} className={styles.preview}>
              {state.fireTimes.map((time) => (
                <li key={time}>{time}</li>
              ))}
            </ol>
          ) : (
            <Text>此后不再执行</Text>
          )}
        </div>
      )}
    </div>
  )
}
