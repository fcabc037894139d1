import { userResource } from '@portico/contract'
import { PermissionProvider } from '@portico/ui'
import { departTreeHandler, dictItemsHandler, userSettingHandlers } from '@portico/ui/mocks'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { HttpResponse, http } from 'msw'
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

/** What the user form sent to /sys/user/add (the fake resource server keeps only the declared fields). */
let added: Record<string, unknown> | null = null
const envelope = (result: unknown) => HttpResponse.json({ success: true, message: '', code: 200, result })
const formHandlers = [
  departTreeHandler({ delayMs: 0 }),
  http.get('/jeecg-boot/sys/role/queryall', () =>
    envelope([
      { id: 'r1', roleName: '运营', roleCode: 'ops' },
      { id: 'r2', roleName: '人事', roleCode: 'hr' },
    ]),
  ),
  http.get('/jeecg-boot/sys/tenant/queryList', () =>
    envelope([
      { id: 1, name: '速通物流（国内）' },
      { id: 2, name: '速通物流（海外）' },
    ]),
  ),
  http.get('/jeecg-boot/sys/duplicate/check', () => envelope(null)),
  http.post('/jeecg-boot/sys/user/add', async ({ request }) => {
    added = (await request.json()) as Record<string, unknown>
    return HttpResponse.json({ success: true, message: '添加成功！', code: 200, result: 'new-1' })
  }),
]

/** The recycle bin of the fake server: 还原 takes a user out, 彻底删除 too (and records it). */
let deleted: { id: string; username: string; realname: string; updateBy: string; updateTime: string }[] = []
let restoredIds: string[] = []
let purgedIds: string[] = []
const binHandlers = [
  http.get('/jeecg-boot/sys/user/recycleBin', () => envelope(deleted)),
  http.put('/jeecg-boot/sys/user/putRecycleBin', async ({ request }) => {
    const { userIds } = (await request.json()) as { userIds: string }
    restoredIds.push(...userIds.split(','))
    deleted = deleted.filter((user) => !restoredIds.includes(user.id))
    return HttpResponse.json({ success: true, message: '还原成功', code: 200, result: null })
  }),
  http.delete('/jeecg-boot/sys/user/deleteRecycleBin', ({ request }) => {
    const userIds = new URL(request.url).searchParams.get('userIds') ?? ''
    purgedIds.push(...userIds.split(','))
    deleted = deleted.filter((user) => !purgedIds.includes(user.id))
    return HttpResponse.json({ success: true, message: '删除成功', code: 200, result: 1 })
  }),
]

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
      handlers: [
        dictItemsHandler({ dicts: DICTS, delayMs: 0 }),
        ...layouts.handlers,
        ...formHandlers,
        ...binHandlers,
        ...server.handlers,
      ],
    },
  },
  beforeEach: () => {
    server.reset()
    layouts.reset()
    added = null
    deleted = [
      {
        id: 'd1',
        username: 'zhaolei',
        realname: '赵磊',
        updateBy: 'admin',
        updateTime: '2026-11-20 10:00:00',
      },
      {
        id: 'd2',
        username: 'sunmei',
        realname: '孙梅',
        updateBy: 'admin',
        updateTime: '2026-11-21 09:30:00',
      },
    ]
    restoredIds = []
    purgedIds = []
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

/** 添加用户 gives the new user departments from the department tree and tenants, as JeecgBoot's form does. */
export const AddsAUserWithDepartmentsAndTenants: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const page = within(canvasElement.ownerDocument.body)
    await canvas.findByRole('table', { name: '用户列表' })
    await userEvent.click(canvas.getByRole('button', { name: '新增' }))
    const dialog = within(await page.findByRole('dialog', { name: '添加用户' }))
    await userEvent.type(dialog.getByRole('textbox', { name: /用户账号/ }), 'sunli')
    await userEvent.type(dialog.getByLabelText(/^登录密码/), 'Sunli-Harbour-26')
    await userEvent.type(dialog.getByLabelText(/^确认密码/), 'Sunli-Harbour-26')
    await userEvent.type(dialog.getByRole('textbox', { name: /用户姓名/ }), '孙丽')

    const tenants = dialog.getByRole('combobox', { name: /租户/ })
    await userEvent.click(tenants)
    // A multiselect dropdown's options are menu item checkboxes.
    await userEvent.click(await page.findByRole('menuitemcheckbox', { name: '速通物流（海外）' }))
    await userEvent.click(dialog.getByRole('button', { name: '选择部门' }))
    const departs = within(await page.findByRole('dialog', { name: /选择部门/ }))
    await userEvent.click(await departs.findByText('总部运营部'))
    await userEvent.click(departs.getByText('报关事业部'))
    await userEvent.click(departs.getByRole('button', { name: '确定' }))
    await waitFor(() =>
      expect(dialog.getByRole('textbox', { name: /所属部门/ })).toHaveValue('总部运营部,报关事业部'),
    )

    // The form is hidden from assistive technology until the department dialog has closed.
    await waitFor(() => expect(page.queryByRole('dialog', { name: /选择部门/ })).toBeNull())
    await userEvent.click(await dialog.findByRole('button', { name: '确定' }))
    await waitFor(() => expect(added).not.toBeNull())
    expect(added).toMatchObject({ username: 'sunli', selecteddeparts: 'd1,d3', relTenantIds: '2' })
  },
}

/** 回收站 lists deleted users; 还原 brings one back, 彻底删除 (after a confirmation) removes the other for good. */
export const RecycleBinRestoresAndPurges: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const page = within(canvasElement.ownerDocument.body)
    await canvas.findByRole('table', { name: '用户列表' })
    await userEvent.click(canvas.getByRole('button', { name: '回收站' }))
    const dialog = within(await page.findByRole('dialog', { name: '用户回收站' }))
    const table = await dialog.findByRole('table', { name: '已删除的用户' })
    // The dialog fades in: its rows are there before they are fully opaque.
    await expect(within(table).findByText('zhaolei')).resolves.toBeInTheDocument()
    await expect(within(table).getByText('孙梅')).toBeInTheDocument()

    await userEvent.click(dialog.getByRole('button', { name: '还原 zhaolei' }))
    await waitFor(() => expect(within(table).queryByText('zhaolei')).toBeNull())
    expect(restoredIds).toEqual(['d1'])

    await userEvent.click(dialog.getByRole('button', { name: '彻底删除 sunmei' }))
    const confirm = within(await page.findByRole('alertdialog'))
    await expect(
      confirm.findByText('确定彻底删除用户「sunmei」吗？删除后无法恢复。'),
    ).resolves.toBeInTheDocument()
    await userEvent.click(confirm.getByRole('button', { name: '确定' }))
    await waitFor(() => expect(purgedIds).toEqual(['d2']))
    await waitFor(() => expect(within(table).queryByText('sunmei')).toBeNull())
  },
}
