import { useId } from 'react'
import type { CronBuilderProps } from './CronBuilder.types'
import { renderCronBuilder } from './renderCronBuilder'
import { useCronBuilderState } from './useCronBuilderState'
import { useCronBuilderStyles } from './useCronBuilderStyles.styles'

/** The Quartz cron editor: a tab per unit, the expression input, its description and next fire times (UTC). */
export function CronBuilder(props: CronBuilderProps) {
  const state = useCronBuilderState(props)
  const styles = useCronBuilderStyles()
  const id = useId()
  const ids = { tab: (tab: string) => `${id}-tab-${tab}`, panel: `${id}-panel`, preview: `${id}-preview` }
  return renderCronBuilder(state, styles, ids, props)
}
