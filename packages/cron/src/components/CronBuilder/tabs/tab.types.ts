import type { CronState } from '../../../model/types'
import type { StatePatch } from '../cronBuilderModel'

export interface TabProps {
  cron: CronState
  edit: (patch: StatePatch) => void
}
