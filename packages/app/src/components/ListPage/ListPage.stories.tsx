import { Prohibited20Regular } from '@fluentui/react-icons'
import { animationsSettled, PermissionProvider } from '@portico/ui'
import { userSettingHandlers } from '@portico/ui/mocks'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { HttpResponse, http as mock } from 'msw'
import { MemoryRouter } from 'react-router-dom'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { withAppHttp } from '../../mocks/storyFrames'
import { FormDialog } from '../form/FormDialog'
import type { FieldSpec, FormValues } from '../form/fieldSpec'
import { type EntityFormProps, useEntityForm } from '../form/useEntityForm'
import { ListPage } from './ListPage'
import type { ListPageProps } from './ListPage.types'

interface Parcel {
  id: string
  code: string
  held: boolean
}

const PATH = '/demo/parcel'
const BASE = `/jeecg-boot${PATH}`
const ok = (result: unknown, message = '操作成功！') =>
  HttpResponse.json({ success: true, code: 200, message, result, timestamp: Date.now() })

/** The fake server's rows and the ids it was asked to hold; reset by each story. */
let parcels: Parcel[] = []
const held: string[] = []

function resetServer() {
  parcels = [
    { id: 'p1', code: 'P001', held: false },
    { id: 'p2', code: 'P002', held: true },
    { id: 'p3', code: 'P003', held: false },
  ]
  held.length = 0
}

/** The user's column layouts: none saved at first. */
const layouts = userSettingHandlers()

const handlers = [
  ...layouts.handlers,
  mock.get(`${BASE}/list`, () =>
    ok({ records: parcels, total: parcels.length, size: 10, current: 1, pages: 1 }, '查询成功'),
  ),
  mock.delete(`${BASE}/delete`, ({ request }) => {
    const id = new URL(request.url).searchParams.get('id')
    parcels = parcels.filter((p) => p.id !== id)
    return ok(null, '删除成功!')
  }),
  mock.delete(`${BASE}/deleteBatch`, ({ request }) => {
    const ids = new URL(request.url).searchParams.get('ids')?.split(',') ?? []
    parcels = parcels.filter((p) => !ids.includes(p.id))
    return ok(null, '批量删除成功!')
  }),
  mock.post(`${BASE}/add`, async ({ request }) => {
    const { code } = (await request.json()) as { code: string }
    parcels = [...parcels, { id: `p${parcels.length + 10}`, code, held: false }]
    return ok(null, '添加成功！')
  }),
]

const parcelFields: FieldSpec[] = [
  { name: 'code', label: '包裹号', kind: 'text', rules: [{ required: true, message: '请输入包裹号!' }] },
]

const toValues = (parcel: Partial<Parcel>): FormValues => ({ id: parcel.id ?? '', code: parcel.code ?? '' })
const toBody = (values: FormValues) => ({ id: values.id || undefined, code: values.code.trim() })

function ParcelFormDialog({ row, onClose, onSaved }: EntityFormProps<Parcel>) {
  const form = useEntityForm<Parcel>({
    row,
    fields: parcelFields,
    toValues,
    toBody,
    urls: { add: `${PATH}/add`, edit: `${PATH}/edit` },
    savedMessage: { add: '添加成功！', edit: '编辑成功!' },
    onSaved,
  })
  return (
    <FormDialog
      open={row !== null}
      title={form.editing ? '编辑包裹' : '新增包裹'}
      label="包裹"
      fields={parcelFields}
      form={form}
      onClose={onClose}
    />
  )
}

const holdText = (parcel: Parcel) => (parcel.held ? '放行' : '扣留')

const parcelList: ListPageProps<Parcel> = {
  entity: '包裹',
  measureWord: '件',
  rowLabel: (parcel) => parcel.code,
  urls: { list: `${PATH}/list`, delete: `${PATH}/delete`, deleteBatch: `${PATH}/deleteBatch` },
  permissionPrefix: 'demo:parcel',
  searchFields: [{ name: 'code', label: '包裹号', kind: 'text' }],
  columns: [{ key: 'code', title: '包裹号', width: 120 }],
  actionsWidth: 160,
  addLabel: '新增',
  emptyText: (allows) => (allows('add') ? '还没有包裹：点击「新增」录入' : '还没有包裹'),
  form: ParcelFormDialog,
  rowActions: [{ key: 'hold', permission: 'hold', label: holdText, run: (parcel) => held.push(parcel.id) }],
  toolbarActions: [
    {
      key: 'holdSelected',
      permission: 'hold',
      label: '扣留选中',
      icon: <Prohibited20Regular />,
      run: ({ list }) => held.push(...list.selectedKeys),
    },
  ],
}

const allActions = ['add', 'edit', 'delete', 'hold'].map((code) => ({
  action: `demo:parcel:${code}`,
  type: '1',
  describe: code,
  status: '1',
}))

function Harness({ holds }: { holds: string[] }) {
  const auth = allActions.filter((item) => holds.includes(item.action.split(':')[2]))
  return (
    <PermissionProvider auth={auth} allAuth={allActions}>
      <MemoryRouter initialEntries={['/demo/parcel']}>
        <ListPage {...parcelList} />
      </MemoryRouter>
    </PermissionProvider>
  )
}

const meta: Meta<typeof Harness> = {
  title: 'App/Components/ListPage',
  component: Harness,
  args: { holds: ['add', 'edit', 'delete', 'hold'] },
  decorators: [withAppHttp],
  parameters: { msw: { handlers } },
  beforeEach: () => {
    resetServer()
    layouts.reset()
  },
}
export default meta
type Story = StoryObj<typeof Harness>

const table = (canvasElement: HTMLElement) => within(canvasElement).findByRole('table', { name: '包裹列表' })

async function confirmWith(canvasElement: HTMLElement, text: string) {
  const body = within(canvasElement.ownerDocument.body)
  const dialog = await body.findByRole('alertdialog')
  await waitFor(() => expect(within(dialog).getByText(text)).toBeVisible())
  await animationsSettled(canvasElement.ownerDocument)
  await userEvent.click(within(dialog).getByRole('button', { name: '确定' }))
  // The dialog stays, busy, until the server has answered and the list has reloaded.
  await waitFor(() => expect(body.queryByRole('alertdialog')).toBeNull(), { timeout: 5000 })
  // The page behind the dialog leaves aria-hidden again.
  await within(canvasElement).findByRole('toolbar', { name: '包裹操作' })
}

/** The server's message has shown and every animation (dialog, toast) has ended. */
async function toastShown(canvasElement: HTMLElement, message: string) {
  const toast = await within(canvasElement.ownerDocument.body).findByText(message, {
    selector: '.fui-ToastTitle',
  })
  await waitFor(() => expect(toast).toBeVisible())
  await animationsSettled(canvasElement.ownerDocument)
  await within(canvasElement).findByRole('toolbar', { name: '包裹操作' })
}

export const DeclaredActions: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const rows = within(await table(canvasElement))
    await expect(await rows.findByText('P001')).toBeVisible()
    const toolbar = within(canvas.getByRole('toolbar', { name: '包裹操作' }))
    await expect(toolbar.getAllByRole('button').map((b) => b.textContent)).toEqual([
      '新增',
      '批量删除',
      '扣留选中',
    ])
    // A row's buttons: 编辑, the declared ones, 删除, each named after the row.
    await expect(rows.getByRole('button', { name: '编辑 P001' })).toBeVisible()
    await expect(rows.getByRole('button', { name: '放行 P002' })).toBeVisible()
    await userEvent.click(rows.getByRole('button', { name: '扣留 P001' }))
    await expect(held).toEqual(['p1'])

    await userEvent.click(rows.getByRole('button', { name: '删除 P003' }))
    await confirmWith(canvasElement, '确定删除包裹 P003 吗?')
    await waitFor(() => expect(rows.queryByText('P003')).toBeNull(), { timeout: 5000 })
    await toastShown(canvasElement, '删除成功!')
  },
}

export const BatchActionsUseTheTicks: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const rows = within(await table(canvasElement))
    await rows.findByText('P001')
    await userEvent.click(rows.getByRole('checkbox', { name: '选择第 1 行' }))
    await userEvent.click(rows.getByRole('checkbox', { name: '选择第 2 行' }))
    await userEvent.click(canvas.getByRole('button', { name: '扣留选中' }))
    await expect(held).toEqual(['p1', 'p2'])
    await userEvent.click(canvas.getByRole('button', { name: '批量删除' }))
    await confirmWith(canvasElement, '确定删除选中的 2 件包裹吗?')
    await waitFor(() => expect(rows.queryByText('P001')).toBeNull(), { timeout: 5000 })
    await expect(rows.queryByText('P002')).toBeNull()
    await expect(rows.getByText('P003')).toBeVisible()
    await toastShown(canvasElement, '批量删除成功!')
  },
}

export const AddsThroughTheDeclaredForm: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const body = within(canvasElement.ownerDocument.body)
    const rows = within(await table(canvasElement))
    await rows.findByText('P001')
    await userEvent.click(canvas.getByRole('button', { name: '新增' }))
    const dialog = await body.findByRole('dialog', { name: '新增包裹' })
    await waitFor(() => expect(dialog).toBeVisible())
    await animationsSettled(canvasElement.ownerDocument)
    await userEvent.click(within(dialog).getByRole('button', { name: '确定' }))
    await expect(await within(dialog).findByText('请输入包裹号!')).toBeVisible()
    await userEvent.type(within(dialog).getByLabelText(/包裹号/), 'P009')
    await userEvent.click(within(dialog).getByRole('button', { name: '确定' }))
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull(), { timeout: 5000 })
    await expect(await rows.findByText('P009', {}, { timeout: 5000 })).toBeVisible()
    await toastShown(canvasElement, '添加成功！')
  },
}

/** Without the codes the buttons, the 操作 column and the ticks are gone. */
export const WithoutPermissions: Story = {
  args: { holds: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const rows = within(await table(canvasElement))
    await rows.findByText('P001')
    await expect(within(canvas.getByRole('toolbar', { name: '包裹操作' })).queryAllByRole('button')).toEqual(
      [],
    )
    await expect(rows.queryByRole('columnheader', { name: '操作' })).toBeNull()
    await expect(rows.queryByRole('checkbox')).toBeNull()
  },
}

/** An empty list points to 新增 only for a user who has it. */
export const EmptyListHintFollowsPermissions: Story = {
  beforeEach: () => {
    parcels = []
  },
  play: async ({ canvasElement }) => {
    const rows = within(await table(canvasElement))
    await expect(await rows.findByText('还没有包裹：点击「新增」录入')).toBeVisible()
  },
}

export const EmptyListWithoutAddSaysJustThat: Story = {
  args: { holds: [] },
  beforeEach: () => {
    parcels = []
  },
  play: async ({ canvasElement }) => {
    const rows = within(await table(canvasElement))
    await expect(await rows.findByText('还没有包裹')).toBeVisible()
    await expect(rows.queryByText(/新增/)).toBeNull()
  },
}

/** 列设置 of a list page: the layout is saved for the user under the page's path, on the server. */
export const ColumnLayoutKeptForTheUser: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await within(await table(canvasElement)).findByText('P001')
    const settingsButton = canvas.getByRole('button', { name: '列设置' })
    await waitFor(() => expect(settingsButton).toBeEnabled())
    await userEvent.click(settingsButton)
    const body = within(canvasElement.ownerDocument.body)
    const settings = await body.findByRole('dialog', { name: '列设置' })
    await userEvent.click(within(settings).getByRole('button', { name: '上移 操作' }))
    await waitFor(() =>
      expect(layouts.settings.get('columns:/demo/parcel')).toEqual({ order: ['action', 'code'], hidden: [] }),
    )
    await userEvent.keyboard('{Escape}')
    await waitFor(() => expect(body.queryByRole('dialog', { name: '列设置' })).toBeNull())
    const headers = within(await table(canvasElement)).getAllByRole('columnheader')
    await expect(headers.map((header) => header.textContent).filter(Boolean)).toEqual(['操作', '包裹号'])
  },
}
