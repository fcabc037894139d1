import { PermissionProvider } from '@portico/ui'
import { departTreeHandler, userSettingHandlers } from '@portico/ui/mocks'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { HttpResponse, http } from 'msw'
import { MemoryRouter } from 'react-router-dom'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { withAppHttp } from '../../../mocks/storyFrames'
import DepartListPage from './DepartListPage'

const API = '/jeecg-boot'
const envelope = (result: unknown, message = '') =>
  HttpResponse.json({ success: true, message, code: 200, result })
const page = (records: unknown[]) =>
  envelope({ records, total: records.length, size: 10, current: 1, pages: 1 })

interface Role {
  id: string
  departId: string
  roleName: string
  roleCode: string
  description: string | null
  createTime: string
}

/** The fake server's department roles and what was posted to it. */
let roles: Role[] = []
let posted: Record<string, unknown>[] = []
const record = async (url: string, request: Request) => {
  posted.push({ url, ...((await request.json()) as object) })
}

const MEMBERS = [
  { id: 'u8', username: 'zhaolei', realname: '赵磊', phone: '13800000008' },
  { id: 'u11', username: 'wuqiang', realname: '吴强', phone: '13800000011' },
]
/** 报关事业部 may use 报关单 (a menu) and its 查询 button; its roles grant from these. */
const DEPART_TREE = [
  {
    key: 'm-customs',
    title: '报关单',
    menuType: 1,
    children: [{ key: 'b-customs-list', title: '查询', menuType: 2, children: null }],
  },
]

const layouts = userSettingHandlers()
const handlers = [
  departTreeHandler({ delayMs: 0 }),
  ...layouts.handlers,
  http.get(`${API}/sys/user/departUserList`, () => page(MEMBERS)),
  http.get(`${API}/sys/sysDepartRole/list`, ({ request }) => {
    const deptId = new URL(request.url).searchParams.get('deptId')
    return page(roles.filter((role) => role.departId === deptId))
  }),
  http.post(`${API}/sys/sysDepartRole/add`, async ({ request }) => {
    const body = (await request.clone().json()) as Role
    await record('add', request)
    roles.push({ ...body, id: `dr${roles.length + 1}`, createTime: '2026-11-28 12:00:00' })
    return envelope(null, '添加成功！')
  }),
  http.get(`${API}/sys/sysDepartPermission/queryTreeListForDeptRole`, ({ request }) =>
    new URL(request.url).searchParams.get('departId') === 'd3'
      ? envelope({ treeList: DEPART_TREE, ids: ['m-customs', 'b-customs-list'] })
      : HttpResponse.json({ success: false, message: '部门不存在', code: 500, result: null }),
  ),
  http.get(`${API}/sys/sysDepartPermission/queryDeptRolePermission`, () => envelope(['m-customs'])),
  http.post(`${API}/sys/sysDepartPermission/saveDeptRolePermission`, async ({ request }) => {
    await record('saveDeptRolePermission', request)
    return envelope(null, '保存成功！')
  }),
  http.get(`${API}/sys/sysDepartRole/getDeptRoleList`, ({ request }) => {
    const departId = new URL(request.url).searchParams.get('departId')
    return envelope(roles.filter((role) => role.departId === departId))
  }),
  http.get(`${API}/sys/sysDepartRole/getDeptRoleByUserId`, ({ request }) => {
    const userId = new URL(request.url).searchParams.get('userId')
    return envelope(userId === 'u8' ? [{ userId, droleId: 'dr1' }] : [])
  }),
  http.post(`${API}/sys/sysDepartRole/deptRoleUserAdd`, async ({ request }) => {
    await record('deptRoleUserAdd', request)
    return envelope(null, '添加成功!')
  }),
]

const codesOf = (actions: string[]) =>
  actions.map((action) => ({ action, type: '1', describe: action, status: '1' }))
const ALL = codesOf(['system:depart:add', 'system:depart:edit', 'system:depart:delete', 'system:depart:user'])

function Harness({ codes = ALL }: { codes?: ReturnType<typeof codesOf> }) {
  return (
    <PermissionProvider auth={codes} allAuth={codes}>
      <MemoryRouter initialEntries={['/isystem/depart']}>
        <DepartListPage />
      </MemoryRouter>
    </PermissionProvider>
  )
}

const meta: Meta<typeof Harness> = {
  title: 'App/System/DepartList',
  component: Harness,
  decorators: [withAppHttp],
  parameters: { msw: { handlers } },
  beforeEach: () => {
    layouts.reset()
    posted = []
    roles = [
      {
        id: 'dr1',
        departId: 'd3',
        roleName: '报关员',
        roleCode: 'declarer',
        description: null,
        createTime: '2026-11-01 09:00:00',
      },
      {
        id: 'dr2',
        departId: 'd3',
        roleName: '审单员',
        roleCode: 'reviewer',
        description: null,
        createTime: '2026-11-02 09:00:00',
      },
      {
        id: 'dr3',
        departId: 'd1',
        roleName: '客服',
        roleCode: 'service',
        description: null,
        createTime: '2026-11-03 09:00:00',
      },
    ]
  },
}
export default meta
type Story = StoryObj<typeof Harness>

/** Waits until a dialog or drawer has gone (its fade-out too) and the page behind it is no longer hidden. */
async function untilDialogsClosed(canvasElement: HTMLElement) {
  const body = within(canvasElement.ownerDocument.body)
  await waitFor(() => expect(body.queryByRole('dialog', { hidden: true })).toBeNull(), { timeout: 5000 })
  await waitFor(() => expect(canvasElement.closest('[aria-hidden="true"]')).toBeNull(), { timeout: 5000 })
}

/** Picks 报关事业部 in the department tree. */
async function chooseCustoms(canvasElement: HTMLElement) {
  const canvas = within(canvasElement)
  const item = (await canvas.findAllByRole('treeitem')).find((node) =>
    node.textContent?.includes('报关事业部'),
  )
  await userEvent.click(within(item!).getByRole('radio'))
  await canvas.findByText('机构编码：A03')
  return canvas
}

/** 部门角色 lists the chosen department's roles only; 新建 adds one to that department. */
export const AddsARoleToTheDepartment: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await chooseCustoms(canvasElement)
    const body = within(canvasElement.ownerDocument.body)
    await userEvent.click(canvas.getByRole('tab', { name: '部门角色' }))
    const table = await canvas.findByRole('table', { name: '角色列表' })
    await within(table).findByText('报关员')
    await expect(within(table).getByText('审单员')).toBeVisible()
    await expect(within(table).queryByText('客服')).toBeNull()

    await userEvent.click(canvas.getByRole('button', { name: '新建' }))
    const dialog = within(await body.findByRole('dialog', { name: '新增角色' }))
    await userEvent.type(dialog.getByRole('textbox', { name: /角色名称/ }), '单证员')
    await userEvent.type(dialog.getByRole('textbox', { name: /角色编码/ }), 'clerk')
    await userEvent.click(dialog.getByRole('button', { name: /确\s*定|保\s*存/ }))
    await within(table).findByText('单证员')
    await untilDialogsClosed(canvasElement)
    await expect(posted).toEqual([
      { url: 'add', departId: 'd3', roleName: '单证员', roleCode: 'clerk', description: null },
    ])
  },
}

/** 授权 of a department role offers the department's permissions only and saves the ticks as JeecgBoot does. */
export const GrantsARoleFromTheDepartmentsPermissions: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await chooseCustoms(canvasElement)
    const body = within(canvasElement.ownerDocument.body)
    await userEvent.click(canvas.getByRole('tab', { name: '部门角色' }))
    const table = await canvas.findByRole('table', { name: '角色列表' })
    await within(table).findByText('报关员')
    await userEvent.click(within(table).getByRole('button', { name: '授权 declarer' }))
    const drawer = within(await body.findByRole('dialog', { name: /部门角色权限配置/ }))
    const tree = await drawer.findByRole('tree', { name: /的菜单和按钮权限/ })
    const button = (await within(tree).findByText('查询（按钮）')).closest<HTMLElement>('[role="treeitem"]')
    await userEvent.click(within(button!).getByRole('checkbox'))
    await userEvent.click(drawer.getByRole('button', { name: '保存并关闭' }))
    await waitFor(() => expect(posted).toHaveLength(1))
    await untilDialogsClosed(canvasElement)
    const [saved] = posted
    expect(saved).toMatchObject({
      url: 'saveDeptRolePermission',
      roleId: 'dr1',
      lastpermissionIds: 'm-customs',
    })
    expect(String(saved!.permissionIds).split(',').sort()).toEqual(['b-customs-list', 'm-customs'])
  },
}

/** 分配角色 of a member ticks the roles they hold in the department and sends what changed (deptRoleUserAdd). */
export const AssignsAMembersDepartmentRoles: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await chooseCustoms(canvasElement)
    const body = within(canvasElement.ownerDocument.body)
    await userEvent.click(await canvas.findByRole('button', { name: '分配角色 zhaolei' }))
    const dialog = within(await body.findByRole('dialog', { name: /分配部门角色 - 赵磊/ }))
    const declarer = await dialog.findByRole('checkbox', { name: '报关员' })
    const reviewer = dialog.getByRole('checkbox', { name: '审单员' })
    await expect(declarer).toBeChecked()
    await expect(reviewer).not.toBeChecked()
    await userEvent.click(declarer)
    await userEvent.click(reviewer)
    await userEvent.click(dialog.getByRole('button', { name: '保存' }))
    await waitFor(() =>
      expect(posted).toEqual([{ url: 'deptRoleUserAdd', userId: 'u8', newRoleId: 'dr2', oldRoleId: 'dr1' }]),
    )
    // Saved, the dialog closes and the page is usable again.
    await untilDialogsClosed(canvasElement)
  },
}

/**
 * Whoever holds 部门编辑 (system:depart:edit, what the server checks for every 部门角色 call) manages the roles, without
 * 部门新增 or 部门删除; without it the tab is not offered.
 */
export const RoleButtonsFollowDepartmentEditing: Story = {
  args: { codes: codesOf(['system:depart:edit', 'system:depart:user']) },
  play: async ({ canvasElement }) => {
    const canvas = await chooseCustoms(canvasElement)
    await userEvent.click(canvas.getByRole('tab', { name: '部门角色' }))
    const table = await canvas.findByRole('table', { name: '角色列表' })
    await within(table).findByText('报关员')
    await expect(canvas.getByRole('button', { name: '新建' })).toBeVisible()
    await expect(within(table).getAllByRole('button', { name: /^删除 / })).toHaveLength(2)
    await expect(within(table).getAllByRole('button', { name: /^编辑 / })).toHaveLength(2)
  },
}

/** With 部门用户 but not 部门编辑: the members only, no roles to manage or assign. */
export const NoRolesWithoutDepartmentEditing: Story = {
  args: { codes: codesOf(['system:depart:user']) },
  play: async ({ canvasElement }) => {
    const canvas = await chooseCustoms(canvasElement)
    await canvas.findByRole('button', { name: '移除 zhaolei' })
    await expect(canvas.getByRole('tab', { name: '部门用户' })).toBeVisible()
    await expect(canvas.queryByRole('tab', { name: '部门角色' })).toBeNull()
    await expect(canvas.queryByRole('button', { name: '分配角色 zhaolei' })).toBeNull()
  },
}
