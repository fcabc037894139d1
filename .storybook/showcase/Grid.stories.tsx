// Showcase: one story of each Grid component as it first renders (the interaction tests are the stories
// tagged play-fn). Regenerate the list when a stories file is added.
import type { Meta } from '@storybook/react-vite'
import * as S0 from '../../packages/grid/src/DataTable/DataTable.stories'
import * as S2 from '../../packages/grid/src/EditableTable/columns/ColumnTypes.stories'
import * as S1 from '../../packages/grid/src/EditableTable/EditableTable.stories'
import * as S3 from '../../packages/grid/src/EditableTable/expand/EditableSubTable.stories'
import * as S5 from '../../packages/grid/src/EditableTable/expand/EditableTreeTable.stories'
import * as S4 from '../../packages/grid/src/EditableTable/sync/EditableTableSync.stories'
import * as S6 from '../../packages/grid/src/useListPage/useListPage.stories'
import { initialState } from './initialState'

export default {
  title: 'Grid/Showcase',
  // Renders of stories tested in their own files: no second run, and no Docs page of their own.
  tags: ['!test', '!autodocs'],
} satisfies Meta

export const DataTable = initialState(S0, S0.ServerPaging, 'DataTable')
export const EditableTable = initialState(S1, S1.AlwaysEdit, 'EditableTable')
export const EditableTableColumnTypes = initialState(S2, S2.Input, 'EditableTable / Column types')
export const EditableTableSubTable = initialState(S3, S3.OpensNestedTable, 'EditableTable / SubTable')
export const EditableTableSync = initialState(S4, S4.RemoteEditApplied, 'EditableTable / Sync')
export const EditableTableTree = initialState(S5, S5.LazyChildren, 'EditableTable / Tree')
export const UseListPage = initialState(S6, S6.QueryAdvancedQueryAndExport, 'useListPage')
