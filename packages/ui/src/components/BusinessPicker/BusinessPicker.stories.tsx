import type { Meta, StoryObj } from '@storybook/react-vite'
import { delay, HttpResponse, http } from 'msw'
import { expect, fn, userEvent, waitFor, within } from 'storybook/test'
import { matchesQueryValue, pickerFailureHandler } from '../../mocks'
import { controlledPicker } from '../../test-support/controlledField'
import { PARCEL_COLUMNS, type Parcel, parcelsTo } from '../../test-support/parcels'
import { screen, settled, visible, withPortico } from '../../test-support/storyDecorators'
import { BusinessPicker } from './BusinessPicker'

const PARCELS = parcelsTo('德国法兰克福仓', '美国加利福尼亚州安大略市物流园区三号仓')
const columns = PARCEL_COLUMNS

/** A list of the JeecgBoot shape for a business table of our own. */
const parcelList = http.get('/jeecg-boot/demo/parcel/list', async ({ request }) => {
  const url = new URL(request.url)
  const rows = PARCELS.filter((p) =>
    (['id', 'code'] as const).every((key) => matchesQueryValue(p[key], url.searchParams.get(key))),
  )
  const pageNo = Number(url.searchParams.get('pageNo') ?? 1)
  const pageSize = Number(url.searchParams.get('pageSize') ?? 10)
  await delay(30)
  return HttpResponse.json({
    success: true,
    code: 200,
    message: '操作成功！',
    timestamp: 0,
    result: { records: rows.slice((pageNo - 1) * pageSize, pageNo * pageSize), total: rows.length },
  })
})

const Controlled = controlledPicker(BusinessPicker<Parcel>, '包裹')

const meta = {
  title: 'UI/Pickers/BusinessPicker',
  component: BusinessPicker<Parcel>,
  decorators: [withPortico()],
  args: {
    onChange: fn(),
    name: '包裹',
    listUrl: '/demo/parcel/list',
    columns,
    returnKeys: ['id', 'code'],
    queryParamText: '运单号',
  },
  render: (args) => <Controlled {...args} />,
  parameters: { msw: { handlers: [parcelList] } },
} satisfies Meta<typeof BusinessPicker<Parcel>>

export default meta
type Story = StoryObj<typeof meta>

const field = (root: HTMLElement) => within(root).getByRole('textbox', { name: '包裹' })
/** A candidate row (the chosen panel may show the same text). */
const rowOf = (dialog: HTMLElement, code: string) =>
  within(within(dialog).getByRole('table', { name: '包裹选择' }))
    .getByText(code)
    .closest('tr') as HTMLElement

async function openModal(root: HTMLElement) {
  await userEvent.click(within(root).getByRole('button', { name: '选择' }))
  const dialog = await screen().findByRole('dialog', { name: '包裹选择' })
  await settled(dialog)
  await within(dialog).findByText('SZX-0001')
  return dialog
}

export const PagesOfFiveWithChosenPanel: Story = {
  play: async ({ canvasElement, args }) => {
    await expect(field(canvasElement)).toHaveAttribute('placeholder', '请选择')
    const dialog = await openModal(canvasElement)
    await expect(dialog).toHaveStyle({ width: '900px' })
    await expect(within(dialog).getByText('1-5 共12条')).toBeVisible()
    await expect(within(dialog).getByRole('combobox', { name: '每页条数' })).toHaveTextContent('5 条/页')
    const panel = within(dialog).getByRole('region', { name: '已选包裹' })
    await userEvent.click(rowOf(dialog, 'SZX-0001'))
    await userEvent.click(rowOf(dialog, 'SZX-0002'))
    await userEvent.click(rowOf(dialog, 'SZX-0003'))
    // A second click takes a row off again.
    await userEvent.click(rowOf(dialog, 'SZX-0002'))
    await expect(within(panel).getAllByRole('button', { name: /^删除/ })).toHaveLength(2)
    await userEvent.click(within(panel).getByRole('button', { name: '删除 SZX-0001' }))
    await userEvent.click(within(dialog).getByRole('button', { name: '第 3 页' }))
    await within(dialog).findByText('SZX-0011')
    await userEvent.click(rowOf(dialog, 'SZX-0011'))
    await expect(within(panel).getByText('SZX-0011')).toBeVisible()
    await userEvent.click(within(dialog).getByRole('button', { name: '确定' }))
    await expect(args.onChange).toHaveBeenCalledWith('SZX-0003,SZX-0011', [PARCELS[2], PARCELS[10]])
    await waitFor(() => expect(field(canvasElement)).toHaveValue('SZX-0003,SZX-0011'))
  },
}

export const CutsTextAtTwelve: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openModal(canvasElement)
    const cut = within(dialog).getAllByText('美国加利福尼亚州安大略市...')[0]
    await expect(cut.closest('td')).toHaveAttribute('title', PARCELS[1].destination)
    await expect(within(dialog).getAllByText('德国法兰克福仓')[0]).toBeVisible()
  },
}

export const SearchesOneParameter: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openModal(canvasElement)
    await userEvent.type(within(dialog).getByRole('textbox', { name: '运单号' }), '12{Enter}')
    await within(dialog).findByText('1-1 共1条')
    await expect(within(dialog).getByText('SZX-0012')).toBeVisible()
    await expect(within(dialog).queryByText('SZX-0002')).not.toBeInTheDocument()
  },
}

export const SingleSelectReturnsIds: Story = {
  args: { multiple: false, returnId: true, displayKey: 'code' },
  play: async ({ canvasElement, args }) => {
    const dialog = await openModal(canvasElement)
    await userEvent.click(rowOf(dialog, 'SZX-0001'))
    await userEvent.click(rowOf(dialog, 'SZX-0004'))
    const panel = within(dialog).getByRole('region', { name: '已选包裹' })
    await expect(within(panel).queryByText('SZX-0001')).not.toBeInTheDocument()
    await userEvent.click(within(dialog).getByRole('button', { name: '确定' }))
    await expect(args.onChange).toHaveBeenCalledWith('p4', [PARCELS[3]])
    await waitFor(() => expect(field(canvasElement)).toHaveValue('SZX-0004'))
  },
}

export const LooksUpStoredValues: Story = {
  args: { value: 'p2,p5', returnId: true, displayKey: 'code' },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(field(canvasElement)).toHaveValue('SZX-0002,SZX-0005'))
    const dialog = await openModal(canvasElement)
    const panel = within(dialog).getByRole('region', { name: '已选包裹' })
    await expect(within(panel).getByText('SZX-0002')).toBeVisible()
    await expect(within(dialog).getByRole('checkbox', { name: '选择 SZX-0005' })).toBeChecked()
  },
}

export const ListFailure: Story = {
  parameters: {
    msw: { handlers: [pickerFailureHandler('/demo/parcel/list', '没有权限，请联系管理员授权')] },
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: '选择' }))
    const dialog = await screen().findByRole('dialog', { name: '包裹选择' })
    await visible(within(dialog).findByText('没有权限，请联系管理员授权'))
    await settled(dialog)
  },
}
