import { userSettingHandlers } from '@portico/ui/mocks'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, waitFor, within } from 'storybook/test'
import { savedQueryKey } from '../../store/localStorageQueryStore'
import { UserSavedQueries } from '../../store/UserSavedQueries'
import { openedDialog, screen, USER_FIELDS, withPortico } from '../../test-support/storyHelpers'
import { SuperQuery } from './SuperQuery'

const KEY = savedQueryKey('/system/user')
const INITIAL = {
  [KEY]: [{ title: '冻结用户', matchType: 'and', records: [{ field: 'realname', rule: 'eq', val: '王' }] }],
}
const server = userSettingHandlers({ initial: INITIAL })

/** Saved queries kept on the server for the signed-in user (`/sys/userSetting`), not in this browser. */
const meta = {
  title: 'QueryBuilder/SuperQuery/Saved on the server',
  component: SuperQuery,
  decorators: [
    (Story) => (
      <UserSavedQueries>
        <Story />
      </UserSavedQueries>
    ),
    withPortico,
  ],
  args: { fields: USER_FIELDS, saveCode: '/system/user', onChange: fn() },
  parameters: { msw: { handlers: server.handlers } },
  beforeEach: () => {
    server.reset()
    localStorage.clear()
  },
} satisfies Meta<typeof SuperQuery>

export default meta
type Story = StoryObj<typeof meta>

/** Names the query; the name prompt must be gone before checks run (axe must not catch it fading). */
async function saveAs(view: ReturnType<typeof within>, name: string) {
  await userEvent.click(view.getByRole('button', { name: '保存查询条件' }))
  const prompt = within(await openedDialog('请输入保存的名称'))
  await userEvent.type(prompt.getByRole('textbox', { name: '名称' }), `${name}{Enter}`)
  await waitFor(() =>
    expect(screen().queryByRole('dialog', { name: '请输入保存的名称' })).not.toBeInTheDocument(),
  )
}

async function openDialog(canvasElement: HTMLElement) {
  await userEvent.click(within(canvasElement).getByRole('button', { name: '高级查询' }))
  const view = within(await openedDialog('高级查询构造器'))
  return { view, panel: within(view.getByRole('region', { name: '保存的查询' })) }
}

export const LoadsAndSavesOnTheServer: Story = {
  play: async ({ args, canvasElement }) => {
    const { view, panel } = await openDialog(canvasElement)
    await userEvent.click(await panel.findByRole('button', { name: '冻结用户' }))
    await expect(view.getByRole('textbox', { name: '值 1' })).toHaveValue('王')
    await userEvent.clear(view.getByRole('textbox', { name: '值 1' }))
    await userEvent.type(view.getByRole('textbox', { name: '值 1' }), '李')
    await saveAs(view, '姓李的')
    await expect(await panel.findByRole('button', { name: '姓李的' })).toBeVisible()
    await waitFor(() => expect(view.getByText('保存成功')).toBeVisible())
    // On the server, under the JSuperQuerySaved_ key; nothing in this browser.
    await expect((server.settings.get(KEY) as { title: string }[]).map((q) => q.title)).toEqual([
      '冻结用户',
      '姓李的',
    ])
    await expect(localStorage.getItem(KEY)).toBeNull()
    await userEvent.click(view.getByRole('button', { name: '查询' }))
    await waitFor(() => expect(args.onChange).toHaveBeenCalledTimes(1))
    await waitFor(() => expect(screen().queryByRole('dialog')).not.toBeInTheDocument())
    // The page behind the closed dialog is back in the accessibility tree (no longer aria-hidden).
    await expect(await within(canvasElement).findByRole('button', { name: '高级查询' })).toBeVisible()
  },
}

/** A refused save says why in the dialog and keeps the list as the server has it. */
export const RefusedSave: Story = {
  parameters: {
    msw: {
      handlers: userSettingHandlers({ initial: INITIAL, refuseWrites: '设置内容过大，最多64KB' }).handlers,
    },
  },
  play: async ({ canvasElement }) => {
    const { view, panel } = await openDialog(canvasElement)
    await userEvent.click(await panel.findByRole('button', { name: '冻结用户' }))
    await saveAs(view, '另存')
    await waitFor(() => expect(view.getByText('保存失败：设置内容过大，最多64KB')).toBeVisible())
    await expect(panel.queryByRole('button', { name: '另存' })).not.toBeInTheDocument()
  },
}
