// Showcase: one story of each QueryBuilder component as it first renders (the interaction tests are the stories
// tagged play-fn). Regenerate the list when a stories file is added.
import type { Meta } from '@storybook/react-vite'
import * as S1 from '../../packages/query-builder/src/components/SuperQuery/SuperQuery.serverStore.stories'
import * as S0 from '../../packages/query-builder/src/components/SuperQuery/SuperQuery.stories'
import * as S2 from '../../packages/query-builder/src/components/SuperQueryButton/SuperQueryButton.stories'
import * as S3 from '../../packages/query-builder/src/components/SuperQueryDialog/SuperQueryDialog.stories'
import { initialState } from './initialState'

export default {
  title: 'QueryBuilder/Showcase',
  // Renders of stories tested in their own files: no second run, and no Docs page of their own.
  tags: ['!test', '!autodocs'],
} satisfies Meta

export const SuperQuery = initialState(S0, S0.ApplyAndClearByKeyboard, 'SuperQuery')
export const SuperQuerySavedOnTheServer = initialState(
  S1,
  S1.LoadsAndSavesOnTheServer,
  'SuperQuery / Saved on the server',
)
export const SuperQueryButton = initialState(S2, S2.Inactive, 'SuperQueryButton')
export const SuperQueryDialog = initialState(S3, S3.EachRule, 'SuperQueryDialog')
