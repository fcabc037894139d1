import { userResource } from '@portico/contract'
import { PermissionProvider } from '@portico/ui'
import { dictItemsHandler, userSettingHandlers } from '@portico/ui/mocks'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { MemoryRouter } from 'react-router-dom'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { resourceHandlers } from '../../../mocks/resourceHandlers'
import { withAppHttp } from '../../../mocks/storyFrames'
import UserListPage from './UserListPage'

const DICTS = {
  sex: [
    { value: '1', text: '男' },
    { value: '2', text: '女' },
  ],
  user_status: [
    { value: '1', text: '正常' },
    { value: '2', text: '冻结' },
  ],
}

/** A fake user server derived from the user declaration, with the departments the real list adds. */
const server = resourceHandlers(
  userResource,
  [
    {
      id: 'u1',
      username: 'zhangwei',
      realname: '张伟',
      sex: 1,
      phone: '13800000001',
      status: 1,
      orgCodeTxt: '运营部',
    },
    {
      id: 'u2',
      username: 'wangfang',
      realname: '王芳',
      sex: 2,
      phone: '13800000002',
      status: 1,
      orgCodeTxt: '人事部',
    },
    {
      id: 'u3',
      username: 'liuyang',
      realname: '刘洋',
      sex: 1,
      phone: '13800000003',
      status: 2,
      orgCodeTxt: '仓储部',
    },
  ],
  DICTS,
)
const layouts = userSettingHandlers()

const codes = [...userResource.actions.map((action) => userResource.perms[action]), 'system:user:frozen'].map(
  (action) => ({ action, type: '1', describe: action, status: '1' }),
)

function Harness() {
  return (
    <PermissionProvider auth={codes} allAuth={codes}>
      <MemoryRouter initialEntries={['/isystem/user']}>
        <UserListPage />
      </MemoryRouter>
    </PermissionProvider>
  )
}

const meta: Meta<typeof Harness> = {
  title: 'App/System/UserList',
  component: Harness,
  decorators: [withAppHttp],
  parameters: {
    msw: {
      handlers: [dictItemsHandler({ dicts: DICTS, delayMs: 0 }), ...layouts.handlers, ...server.handlers],
    },
  },
  beforeEach: () => {
    server.reset()
    layouts.reset()
  },
}
export default meta
type Story = StoryObj<typeof Harness>

/** 用户管理 as the user declaration draws it, with 部门 and 冻结/解冻. */
export const Users: Story = {
  play: async ({ canvasElement }) => {
    const table = await within(canvasElement).findByRole('table', { name: '用户列表' })
    await expect(within(table).findByText('wangfang')).resolves.toBeVisible()
    await expect(within(table).getByText('人事部')).toBeVisible()
    await expect(within(table).getByRole('button', { name: '解冻 liuyang' })).toBeVisible()
  },
}

/** The 用户账号 search matches part of the name (a `like` field of the declaration). */
export const SearchesByPartOfTheName: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const table = await canvas.findByRole('table', { name: '用户列表' })
    await within(table).findByText('zhangwei')
    await userEvent.type(canvas.getByRole('textbox', { name: '用户账号' }), 'fang')
    await userEvent.click(canvas.getByRole('button', { name: '查询' }))
    await waitFor(() => expect(within(table).queryByText('zhangwei')).toBeNull())
    await expect(within(table).getByText('wangfang')).toBeVisible()
  },
}
