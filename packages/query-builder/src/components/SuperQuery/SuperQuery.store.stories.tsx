import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, waitFor, within } from 'storybook/test'
import type { SavedQuery } from '../../core/condition.types'
import { savedQueryKey } from '../../store/localStorageQueryStore'
import { SavedQueryStoreProvider } from '../../store/SavedQueryStoreProvider'
import type { SavedQueryStore } from '../../store/savedQueryStore.types'
import { openedDialog, screen, USER_FIELDS, withPortico } from '../../test-support/storyHelpers'
import { SuperQuery } from './SuperQuery'

/** A store standing where a server would keep each user's queries: one list per save code, kept in memory. */
const serverSide = new Map<string, SavedQuery[]>([
  [
    '/system/user',
    [{ title: '冻结用户', matchType: 'and', records: [{ field: 'realname', rule: 'eq', val: '王' }] }],
  ],
])
const createStore = (saveCode: string): SavedQueryStore => ({
  list: async () => [...(serverSide.get(saveCode) ?? [])],
  save: async (query) =>
    void serverSide.set(saveCode, [
      ...(serverSide.get(saveCode) ?? []).filter((q) => q.title !== query.title),
      query,
    ]),
  remove: async (title) =>
    void serverSide.set(
      saveCode,
      (serverSide.get(saveCode) ?? []).filter((q) => q.title !== title),
    ),
})

const meta = {
  title: 'QueryBuilder/SuperQuery/Store provider',
  component: SuperQuery,
  decorators: [
    (Story) => (
      <SavedQueryStoreProvider createStore={createStore}>
        <Story />
      </SavedQueryStoreProvider>
    ),
    withPortico,
  ],
  args: { fields: USER_FIELDS, saveCode: '/system/user', onChange: fn() },
} satisfies Meta<typeof SuperQuery>

export default meta
type Story = StoryObj<typeof meta>

export const SavedQueriesFromTheProvidersStore: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: '高级查询' }))
    const view = within(await openedDialog('高级查询构造器'))
    const panel = within(view.getByRole('region', { name: '保存的查询' }))
    await userEvent.click(await panel.findByRole('button', { name: '冻结用户' }))
    await expect(view.getByRole('textbox', { name: '值 1' })).toHaveValue('王')
    await userEvent.click(view.getByRole('button', { name: '查询' }))
    await waitFor(() => expect(args.onChange).toHaveBeenCalledTimes(1))
    await expect(localStorage.getItem(savedQueryKey('/system/user'))).toBeNull()
    // The page behind the closed dialog is back in the accessibility tree.
    await waitFor(() => expect(screen().queryByRole('dialog')).not.toBeInTheDocument())
    await expect(await within(canvasElement).findByRole('button', { name: '高级查询' })).toBeVisible()
  },
}
