import { categoryResource, type SysCategory } from '@portico/contract'
import { animationsSettled, PermissionProvider } from '@portico/ui'
import { userSettingHandlers } from '@portico/ui/mocks'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { HttpResponse, http as mock } from 'msw'
import { MemoryRouter } from 'react-router-dom'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { api } from '../../../mocks/handlers'
import { withAppHttp } from '../../../mocks/storyFrames'
import CategoryListPage from './CategoryListPage'

const node = (id: string, pid: string, code: string, name: string, hasChild = '0'): SysCategory => ({
  id,
  pid,
  code,
  name,
  hasChild,
  createBy: 'admin',
  createTime: '2026-01-05 09:00:00',
})

const base = categoryResource.baseUrl

const SEED: SysCategory[] = [
  node('c1', '0', 'A01', '货物类型', '1'),
  node('c11', 'c1', 'A01A01', '普货'),
  node('c12', 'c1', 'A01A02', '带电货物', '1'),
  node('c121', 'c12', 'A01A02A01', '内置电池'),
  node('c2', '0', 'A02', '包装类型'),
]

let rows: SysCategory[] = []
/** Which parents' children were asked for, in order: children load only when a node opens. */
let childRequests: string[] = []
const ok = (result: unknown, message = '操作成功') =>
  HttpResponse.json({ success: true, code: 200, message, result, timestamp: 0 })

const handlers = [
  mock.get(api(`${base}/rootList`), () => {
    const roots = rows.filter((row) => row.pid === '0')
    return ok({ records: roots, total: roots.length, size: 10, current: 1, pages: 1 })
  }),
  mock.get(api(`${base}/childList`), ({ request }) => {
    const pid = new URL(request.url).searchParams.get('pid') ?? ''
    childRequests.push(pid)
    return ok(rows.filter((row) => row.pid === pid))
  }),
  mock.post(api(`${base}/add`), async ({ request }) => {
    const body = (await request.json()) as { pid: string; name: string }
    const siblings = rows.filter((row) => row.pid === body.pid).length
    const parent = rows.find((row) => row.id === body.pid)
    const added = node(`n${rows.length}`, body.pid, `${parent?.code ?? ''}A0${siblings + 1}`, body.name)
    rows = [...rows.map((row) => (row.id === body.pid ? { ...row, hasChild: '1' } : row)), added]
    return ok(added, '添加成功！')
  }),
]
const layouts = userSettingHandlers()

const codes = ['system:category:edit', 'system:category:delete'].map((action) => ({
  action,
  type: '1',
  describe: action,
  status: '1',
}))

function Harness() {
  return (
    <PermissionProvider auth={codes} allAuth={codes}>
      <MemoryRouter initialEntries={['/isystem/category']}>
        <CategoryListPage />
      </MemoryRouter>
    </PermissionProvider>
  )
}

const meta: Meta<typeof Harness> = {
  title: 'App/Views/System/CategoryList',
  component: Harness,
  decorators: [withAppHttp],
  parameters: { msw: { handlers: [...layouts.handlers, ...handlers] } },
  beforeEach: () => {
    rows = [...SEED]
    childRequests = []
    layouts.reset()
  },
}
export default meta
type Story = StoryObj<typeof Harness>

const table = (canvasElement: HTMLElement) => within(canvasElement).findByRole('table', { name: '分类列表' })

/** The roots first; a node's children are fetched only when it opens, by keyboard: Enter, → opens, ← closes. */
export const OpensByKeyboard: Story = {
  play: async ({ canvasElement }) => {
    const grid = within(await table(canvasElement))
    await grid.findByText('货物类型')
    await expect(grid.queryByText('普货')).toBeNull()
    await expect(childRequests).toEqual([])
    // 包装类型 has no children: nothing to open.
    await expect(grid.queryByRole('button', { name: '展开 包装类型' })).toBeNull()

    grid.getByRole('button', { name: '展开 货物类型' }).focus()
    await userEvent.keyboard('{ArrowRight}')
    await expect(await grid.findByText('普货')).toBeVisible()
    await expect(childRequests).toEqual(['c1'])
    const opened = grid.getByRole('button', { name: '收起 货物类型' })
    await expect(opened).toHaveAttribute('aria-expanded', 'true')

    grid.getByRole('button', { name: '展开 带电货物' }).focus()
    await userEvent.keyboard('{Enter}')
    await expect(await grid.findByText('内置电池')).toBeVisible()

    grid.getByRole('button', { name: '收起 货物类型' }).focus()
    await userEvent.keyboard('{ArrowLeft}')
    await waitFor(() => expect(grid.queryByText('普货')).toBeNull())
    await expect(grid.queryByText('内置电池')).toBeNull()
    await expect(grid.getByRole('button', { name: '展开 货物类型' })).toHaveAttribute(
      'aria-expanded',
      'false',
    )
  },
}

/** 添加下级 opens the dialog under the row; once saved the parent is open with its new child. */
export const AddsAChildUnderARow: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const body = within(canvasElement.ownerDocument.body)
    const grid = within(await table(canvasElement))
    await grid.findByText('包装类型')
    await userEvent.click(grid.getByRole('button', { name: '添加下级 包装类型' }))
    const dialog = await body.findByRole('dialog', { name: '添加下级 - 包装类型' })
    await userEvent.type(within(dialog).getByLabelText(/类型名称/), '纸箱')
    await userEvent.click(within(dialog).getByRole('button', { name: '确定' }))
    await expect(await grid.findByText('纸箱', {}, { timeout: 10000 })).toBeVisible()
    // Its children are read again after the save: the toggle is a spinner until they are back.
    const parent = await grid.findByRole('button', { name: '收起 包装类型' }, { timeout: 10000 })
    await expect(parent).toHaveAttribute('aria-expanded', 'true')
    await expect(canvas.getByText('A02A01')).toBeVisible()
    const leftBehind = () =>
      canvasElement.ownerDocument.querySelector('[role="dialog"], [data-portal-node][aria-hidden="true"]')
    await waitFor(() => expect(leftBehind()).toBeNull(), { timeout: 5000 })
    await animationsSettled(canvasElement.ownerDocument)
  },
}
