import { animationsSettled } from '@portico/ui'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { Demo, http, savedValues, screen } from '../../test-support/editableTableStory'
import type { EditableColumn } from '../EditableTable.types'
import { MOCK_TREE_URL, treeHandler } from './expand.mocks'
import { treeChildrenLoader } from './treeLoader'
import { TREE_DATA_ERROR } from './treeRows'

const columns: EditableColumn[] = [
  { key: 'name', title: '名称', type: 'input' },
  { key: 'code', title: '编码', type: 'normal' },
]
const loadChildren = treeChildrenLoader({ http, url: MOCK_TREE_URL })
const calls: string[] = []

const meta = {
  title: 'Grid/EditableTable/Tree',
  component: Demo,
  args: {
    columns,
    'aria-label': '仓库',
    tree: { loadChildren },
    toolbar: false,
  },
  beforeEach: () => {
    calls.length = 0
  },
  parameters: { msw: { handlers: [treeHandler({ calls })] } },
} satisfies Meta<typeof Demo>

export default meta
type Story = StoryObj<typeof meta>

const treegrid = (canvas: HTMLElement) => within(canvas).getByRole('treegrid', { name: '仓库' })
const rowOf = async (canvas: HTMLElement, text: string) =>
  (await within(treegrid(canvas)).findByText(text)).closest('[role="row"]') as HTMLElement
const firstCell = (row: HTMLElement) =>
  row.querySelector<HTMLElement>('[data-cell][data-col-index="0"]') as HTMLElement

/** Children load on expand (by mouse and by keys), a node whose children are empty becomes a leaf, edits survive. */
export const LazyChildren: Story = {
  play: async ({ canvasElement }) => {
    const table = within(treegrid(canvasElement))
    // No dataSource: the top level comes from the loader (parentId 0).
    const east = await rowOf(canvasElement, '华东仓')
    await expect(east).toHaveAttribute('aria-level', '1')
    await expect(east).toHaveAttribute('aria-expanded', 'false')
    const northwest = await rowOf(canvasElement, '西北仓')
    await expect(northwest).not.toHaveAttribute('aria-expanded')

    // Mouse: the chevron opens the row and its children load.
    await userEvent.click(within(east).getByRole('button', { name: '展开' }))
    const shanghai = await rowOf(canvasElement, '上海分拨中心')
    await expect(shanghai).toHaveAttribute('aria-level', '2')
    await expect(east).toHaveAttribute('aria-expanded', 'true')
    await expect(table.getByText('苏州分拨中心')).toBeVisible()

    // Keys on the tree cell: ArrowRight opens a grandchild level, ArrowLeft closes it.
    firstCell(shanghai).focus()
    await userEvent.keyboard('{ArrowRight}')
    const pudong = await rowOf(canvasElement, '浦东揽收点')
    await expect(pudong).toHaveAttribute('aria-level', '3')
    await userEvent.keyboard('{ArrowLeft}')
    await waitFor(() => expect(table.queryByText('浦东揽收点')).not.toBeInTheDocument())
    await expect(shanghai).toHaveAttribute('aria-expanded', 'false')
    // ArrowLeft on a closed child goes to its parent row.
    await userEvent.keyboard('{ArrowLeft}')
    await waitFor(() => expect(firstCell(east)).toHaveFocus())

    // An edit in a child survives closing and opening its parent, which does not load again.
    await userEvent.click(table.getByText('苏州分拨中心'))
    const input = await table.findByRole('textbox', { name: '名称 第3行' })
    await userEvent.clear(input)
    await userEvent.type(input, '苏州园区中心{Escape}')
    firstCell(east).focus()
    await userEvent.keyboard('{ArrowLeft}')
    await waitFor(() => expect(table.queryByText('苏州园区中心')).not.toBeInTheDocument())
    await userEvent.click(within(east).getByRole('button', { name: '展开' }))
    await expect(await table.findByText('苏州园区中心')).toBeVisible()
    await expect(calls).toEqual(['0', 'w1', 'w1-1'])

    // 华南仓 says it has children; none come back, so it becomes a leaf.
    const south = await rowOf(canvasElement, '华南仓')
    firstCell(south).focus()
    await userEvent.keyboard('{ArrowRight}')
    await waitFor(() => expect(south).not.toHaveAttribute('aria-expanded'))
    await expect(within(south).queryByRole('button', { name: '展开' })).toBeNull()
    await expect(calls).toEqual(['0', 'w1', 'w1-1', 'w2'])

    const { values } = await savedValues(canvasElement)
    await expect(values.map((row: { name: string }) => row.name)).toEqual([
      '华东仓',
      '上海分拨中心',
      '苏州园区中心',
      '华南仓',
      '西北仓',
    ])
  },
}

/** A loader result that is neither an array nor a page of records is an error; the row stays closed. */
export const UnrecognisedData: Story = {
  args: { dataSource: [{ id: 'w1', name: '华东仓', code: 'EAST', hasChildren: true }] },
  parameters: { msw: { handlers: [treeHandler({ shape: (children) => ({ list: children }) })] } },
  play: async ({ canvasElement }) => {
    const east = await rowOf(canvasElement, '华东仓')
    await userEvent.click(within(east).getByRole('button', { name: '展开' }))
    await waitFor(() =>
      expect(screen().getByText(TREE_DATA_ERROR, { selector: '.fui-ToastTitle' })).toBeVisible(),
    )
    await expect(TREE_DATA_ERROR).toBe('returned data type not recognised')
    await expect(east).toHaveAttribute('aria-expanded', 'false')
    await expect(within(treegrid(canvasElement)).queryByText('上海分拨中心')).toBeNull()
    await animationsSettled(canvasElement.ownerDocument)
  },
}
