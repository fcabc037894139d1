// biome-ignore-all lint/suspicious/noTemplateCurlyInString: messages carry JeecgBoot's ${title} placeholder
import { animationsSettled } from '@portico/ui'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { Demo, http, saved, savedValues, screen, visibleTooltip } from '../../test-support/editableTableStory'
import type { EditableColumn } from '../EditableTable.types'
import { MOCK_TREE_URL, treeHandler } from './expand.mocks'
import { treeChildrenLoader } from './treeLoader'

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
    // Every loaded row, the closed 上海分拨中心's child too.
    await expect(values.map((row: { name: string }) => row.name)).toEqual([
      '华东仓',
      '上海分拨中心',
      '浦东揽收点',
      '苏州园区中心',
      '华南仓',
      '西北仓',
    ])
  },
}

const requiredName: EditableColumn[] = [
  {
    key: 'name',
    title: '名称',
    type: 'input',
    validateRules: [{ required: true, message: '请输入${title}' }],
  },
  columns[1] as EditableColumn,
]

/**
 * getValues covers every loaded row, also under closed rows: a failing child there fails it and is shown (its
 * branch opens, the message shows on the cell); the values list each child after its parent with its parentId.
 */
export const ValuesOfClosedBranches: Story = {
  args: { columns: requiredName },
  play: async ({ canvasElement }) => {
    const table = within(treegrid(canvasElement))
    const east = await rowOf(canvasElement, '华东仓')
    await userEvent.click(within(east).getByRole('button', { name: '展开' }))
    const shanghai = await rowOf(canvasElement, '上海分拨中心')
    await userEvent.click(within(shanghai).getByRole('button', { name: '展开' }))
    await userEvent.click(await table.findByText('浦东揽收点'))
    await userEvent.clear(await table.findByRole('textbox', { name: '名称 第3行' }))
    await userEvent.keyboard('{Escape}')
    // Both levels closed: the emptied child is out of sight.
    await userEvent.click(
      within(await rowOf(canvasElement, '上海分拨中心')).getByRole('button', { name: '收起' }),
    )
    await userEvent.click(within(east).getByRole('button', { name: '收起' }))
    await waitFor(() => expect(table.queryByText('上海分拨中心')).not.toBeInTheDocument())

    await expect(await saved(canvasElement)).toBe('校验未通过: 请输入名称')
    await waitFor(() => expect(east).toHaveAttribute('aria-expanded', 'true'))
    await expect(await rowOf(canvasElement, '上海分拨中心')).toHaveAttribute('aria-expanded', 'true')
    const failing = await waitFor(() => {
      const cell = treegrid(canvasElement).querySelector<HTMLElement>('[data-cell][aria-invalid="true"]')
      if (!cell) throw new Error('no failing cell shown')
      return cell
    })
    await expect(failing.closest('[role="row"]')).toHaveAttribute('aria-level', '3')
    await visibleTooltip('请输入名称')

    await userEvent.click(failing)
    await userEvent.type(await table.findByRole('textbox', { name: '名称 第3行' }), '浦东新区揽收点{Escape}')
    await waitFor(() => expect(failing).not.toHaveAttribute('aria-invalid'))
    await userEvent.click(within(east).getByRole('button', { name: '收起' }))
    const { values } = await savedValues(canvasElement)
    await expect(values.map((row: { name: string; parentId?: string }) => [row.name, row.parentId])).toEqual([
      ['华东仓', undefined],
      ['上海分拨中心', 'w1'],
      ['浦东新区揽收点', 'w1-1'],
      ['苏州分拨中心', 'w1'],
      ['华南仓', undefined],
      ['西北仓', undefined],
    ])
    await expect(calls).toEqual(['0', 'w1', 'w1-1'])
  },
}

/** Deleting a closed row deletes its kept branch too: its saved rows join the deleted ids. */
export const DeletingClosedBranch: Story = {
  args: { rowSelection: true, toolbar: true },
  play: async ({ canvasElement }) => {
    const table = within(treegrid(canvasElement))
    const east = await rowOf(canvasElement, '华东仓')
    await userEvent.click(within(east).getByRole('button', { name: '展开' }))
    await userEvent.click(
      within(await rowOf(canvasElement, '上海分拨中心')).getByRole('button', { name: '展开' }),
    )
    await table.findByText('浦东揽收点')
    await userEvent.click(within(east).getByRole('button', { name: '收起' }))
    await waitFor(() => expect(table.queryByText('上海分拨中心')).not.toBeInTheDocument())
    await userEvent.click(within(east).getByRole('checkbox', { name: '选择第1行' }))
    await userEvent.click(within(canvasElement).getByRole('button', { name: '删除' }))
    await waitFor(() => expect(table.queryByText('华东仓')).not.toBeInTheDocument())
    const { values, deleteIds } = await savedValues(canvasElement)
    await expect(values.map((row: { id: string }) => row.id)).toEqual(['w2', 'w3'])
    await expect([...deleteIds].sort()).toEqual(['w1', 'w1-1', 'w1-1-1', 'w1-2'])
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
      expect(
        screen().getByText('returned data type not recognised', { selector: '.fui-ToastTitle' }),
      ).toBeVisible(),
    )
    await expect(east).toHaveAttribute('aria-expanded', 'false')
    await expect(within(treegrid(canvasElement)).queryByText('上海分拨中心')).toBeNull()
    await animationsSettled(canvasElement.ownerDocument)
  },
}
