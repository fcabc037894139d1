// Showcase: one story of each Cron component as it first renders (the interaction tests are the stories
// tagged play-fn). Regenerate the list when a stories file is added.
import type { Meta } from '@storybook/react-vite'
import * as S0 from '../../packages/cron/src/components/CronBuilder/CronBuilder.stories'
import * as S1 from '../../packages/cron/src/components/CronDialog/CronDialog.stories'
import { initialState } from './initialState'

export default {
  title: 'Cron/Showcase',
  // Renders of stories tested in their own files: no second run, and no Docs page of their own.
  tags: ['!test', '!autodocs'],
} satisfies Meta

export const CronBuilder = initialState(S0, S0.Default, 'CronBuilder')
export const CronDialog = initialState(S1, S1.Open, 'CronDialog')
