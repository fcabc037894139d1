import { Button } from '@fluentui/react-components'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { expect, fn, userEvent, waitFor, within } from 'storybook/test'
import { PARCEL_COLUMNS, type Parcel, parcelsTo } from '../../test-support/parcels'
import { screen, settled, visible } from '../../test-support/storyDecorators'
import { SelectionModal } from './SelectionModal'
import type { FetchSelectionPage, SelectionModalProps } from './SelectionModal.types'
import { SelectionLoadError } from './selectionPage'

const PARCELS = parcelsTo('法兰克福仓', '洛杉矶仓（美国加利福尼亚州安大略市物流园区）')
const columns = PARCEL_COLUMNS

const fromMemory =
  (rows: Parcel[]): FetchSelectionPage<Parcel> =>
  async ({ pageNo, pageSize, keyword }) => {
    const found = rows.filter((row) => row.code.includes(keyword))
    return { records: found.slice((pageNo - 1) * pageSize, pageNo * pageSize), total: found.length }
  }

type Args = Omit<SelectionModalProps<Parcel>, 'open' | 'onCancel'> & { onCancel?: () => void }

/** A page with a button that opens the modal and shows what was confirmed. */
function Harness(args: Args) {
  const [open, setOpen] = useState(false)
  const [picked, setPicked] = useState('')
  return (
    <>
      <Button onClick={() => setOpen(true)}>打开</Button>
      <output aria-label="已确认">{picked}</output>
      <SelectionModal<Parcel>
        {...args}
        open={open}
        onCancel={() => {
          args.onCancel?.()
          setOpen(false)
        }}
        onConfirm={(rows, keys) => {
          args.onConfirm(rows, keys)
          setPicked(keys.join(','))
          setOpen(false)
        }}
      />
    </>
  )
}

const meta = {
  title: 'UI/Building blocks/SelectionModal',
  component: Harness,
  args: {
    title: '选择包裹',
    columns,
    rowKey: 'id',
    fetchPage: fromMemory(PARCELS),
    onConfirm: fn(),
    onCancel: fn(),
    search: { label: '运单号' },
    ellipsis: 12,
  },
} satisfies Meta<typeof Harness>

export default meta
type Story = StoryObj<typeof meta>

async function openModal(canvasElement: HTMLElement) {
  await userEvent.click(within(canvasElement).getByRole('button', { name: '打开' }))
  const dialog = await screen().findByRole('dialog')
  await settled(dialog)
  await within(dialog).findByText('SZX-0001')
  return dialog
}

const box = (dialog: HTMLElement, code: string) =>
  within(dialog).getByRole('checkbox', { name: `选择 ${code}` })
const rowOf = (dialog: HTMLElement, code: string) =>
  within(dialog).getByText(code).closest('tr') as HTMLElement

export const MultiSelectTogglesOff: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = await openModal(canvasElement)
    await expect(dialog).toHaveStyle({ width: '900px' })
    await expect(within(dialog).getByText('1-10 共12条')).toBeVisible()
    await userEvent.click(box(dialog, 'SZX-0001'))
    // A click anywhere on the row picks it too.
    await userEvent.click(rowOf(dialog, 'SZX-0002'))
    await userEvent.click(rowOf(dialog, 'SZX-0003'))
    await expect(box(dialog, 'SZX-0003')).toBeChecked()
    // Picked again: off.
    await userEvent.click(box(dialog, 'SZX-0001'))
    await expect(box(dialog, 'SZX-0001')).not.toBeChecked()
    // Choices survive paging.
    await userEvent.click(within(dialog).getByRole('button', { name: '第 2 页' }))
    await userEvent.click(await within(dialog).findByRole('checkbox', { name: '选择 SZX-0012' }))
    await userEvent.click(within(dialog).getByRole('button', { name: '确定' }))
    await expect(args.onConfirm).toHaveBeenCalledWith(
      [PARCELS[1], PARCELS[2], PARCELS[11]],
      ['p2', 'p3', 'p12'],
    )
    await waitFor(() => expect(screen().queryByRole('dialog')).not.toBeInTheDocument())
    await expect(await within(canvasElement).findByRole('status', { name: '已确认' })).toHaveTextContent(
      'p2,p3,p12',
    )
  },
}

export const SingleSelectReplaces: Story = {
  args: { selectionMode: 'single', initialSelection: [PARCELS[0]] },
  play: async ({ canvasElement, args }) => {
    const dialog = await openModal(canvasElement)
    const radio = (code: string) => within(dialog).getByRole('radio', { name: `选择 ${code}` })
    await expect(radio('SZX-0001')).toBeChecked()
    await userEvent.click(radio('SZX-0004'))
    await expect(radio('SZX-0001')).not.toBeChecked()
    await userEvent.click(rowOf(dialog, 'SZX-0005'))
    await expect(radio('SZX-0005')).toBeChecked()
    await expect(radio('SZX-0004')).not.toBeChecked()
    await expect(within(dialog).queryByRole('checkbox', { name: '全选' })).not.toBeInTheDocument()
    await userEvent.click(within(dialog).getByRole('button', { name: '确定' }))
    await expect(args.onConfirm).toHaveBeenCalledWith([PARCELS[4]], ['p5'])
  },
}

export const SearchAndReset: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openModal(canvasElement)
    await userEvent.type(within(dialog).getByRole('textbox', { name: '运单号' }), '0011{Enter}')
    await waitFor(() => expect(within(dialog).queryByText('SZX-0001')).not.toBeInTheDocument())
    await expect(within(dialog).getByText('SZX-0011')).toBeVisible()
    await expect(within(dialog).getByText('1-1 共1条')).toBeVisible()
    await userEvent.click(within(dialog).getByRole('button', { name: '重置' }))
    await within(dialog).findByText('SZX-0001')
    await expect(within(dialog).getByRole('textbox', { name: '运单号' })).toHaveValue('')
  },
}

export const HeaderBoxAndChosenPanel: Story = {
  args: { chosenPanel: { title: '已选包裹' }, pageSize: 5, pageSizeOptions: [5, 10, 20, 30] },
  play: async ({ canvasElement, args }) => {
    const dialog = await openModal(canvasElement)
    await expect(within(dialog).getByText('1-5 共12条')).toBeVisible()
    await userEvent.click(within(dialog).getByRole('checkbox', { name: '全选' }))
    const panel = within(dialog).getByRole('region', { name: '已选包裹' })
    await waitFor(() => expect(within(panel).getAllByRole('button', { name: /^删除/ })).toHaveLength(5))
    await userEvent.click(within(panel).getByRole('button', { name: '删除 SZX-0002' }))
    await expect(box(dialog, 'SZX-0002')).not.toBeChecked()
    await expect(within(dialog).getByRole('checkbox', { name: '全选' })).toHaveProperty('indeterminate', true)
    await userEvent.click(within(dialog).getByRole('button', { name: '确定' }))
    await expect(args.onConfirm).toHaveBeenCalledWith(
      [PARCELS[0], PARCELS[2], PARCELS[3], PARCELS[4]],
      ['p1', 'p3', 'p4', 'p5'],
    )
  },
}

export const LongTextIsCut: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openModal(canvasElement)
    const cut = within(dialog).getAllByText('洛杉矶仓（美国加利福尼亚...')[0]
    await expect(cut.closest('td')).toHaveAttribute('title', PARCELS[1].destination)
  },
}

export const KeyboardOnly: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = await openModal(canvasElement)
    box(dialog, 'SZX-0001').focus()
    await userEvent.keyboard(' ')
    await expect(box(dialog, 'SZX-0001')).toBeChecked()
    await userEvent.keyboard(' ')
    await expect(box(dialog, 'SZX-0001')).not.toBeChecked()
    await userEvent.keyboard(' ')
    await userEvent.keyboard('{Escape}')
    await waitFor(() => expect(screen().queryByRole('dialog')).not.toBeInTheDocument())
    await expect(args.onCancel).toHaveBeenCalled()
    await expect(args.onConfirm).not.toHaveBeenCalled()
    await within(canvasElement).findByRole('button', { name: '打开' })
  },
}

export const Empty: Story = {
  args: { fetchPage: fromMemory([]) },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: '打开' }))
    const dialog = await screen().findByRole('dialog')
    await visible(within(dialog).findByText('暂无数据'))
    await expect(within(dialog).getByText('0-0 共0条')).toBeVisible()
    await expect(within(dialog).getByRole('checkbox', { name: '全选' })).toBeDisabled()
    await settled(dialog)
  },
}

let failures = 0
export const ErrorThenRetry: Story = {
  args: {
    fetchPage: async (request) => {
      failures += 1
      if (failures % 2 === 1) throw new SelectionLoadError('没有权限，请联系管理员授权')
      return fromMemory(PARCELS)(request)
    },
  },
  play: async ({ canvasElement }) => {
    failures = 0
    await userEvent.click(within(canvasElement).getByRole('button', { name: '打开' }))
    const dialog = await screen().findByRole('dialog')
    await visible(within(dialog).findByText('没有权限，请联系管理员授权'))
    await expect(within(dialog).queryByRole('table')).not.toBeInTheDocument()
    await userEvent.click(within(dialog).getByRole('button', { name: '重试' }))
    await visible(within(dialog).findByText('SZX-0001'))
    await settled(dialog)
  },
}

export const Loading: Story = {
  args: { fetchPage: () => new Promise(() => undefined) },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: '打开' }))
    const dialog = await screen().findByRole('dialog')
    const spinner = await within(dialog).findByText('加载中…')
    // The spinner fades in on its own.
    await waitFor(() => expect(spinner).toBeVisible())
    await expect(within(dialog).getByRole('region', { name: '选择包裹' })).toHaveAttribute(
      'aria-busy',
      'true',
    )
    await settled(dialog)
  },
}

export const ValidatesOnConfirm: Story = {
  args: { validate: (rows) => (rows.length === 0 ? '请选择一条记录' : undefined) },
  play: async ({ canvasElement, args }) => {
    const dialog = await openModal(canvasElement)
    await userEvent.click(within(dialog).getByRole('button', { name: '确定' }))
    await expect(within(dialog).getByRole('alert')).toHaveTextContent('请选择一条记录')
    await expect(args.onConfirm).not.toHaveBeenCalled()
    await userEvent.click(box(dialog, 'SZX-0001'))
    await expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument()
    await userEvent.click(within(dialog).getByRole('button', { name: '确定' }))
    await expect(args.onConfirm).toHaveBeenCalledWith([PARCELS[0]], ['p1'])
  },
}

export const Fullscreen: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openModal(canvasElement)
    const toggle = within(dialog).getByRole('button', { name: '全屏' })
    await expect(toggle).toHaveAttribute('aria-pressed', 'false')
    await userEvent.click(toggle)
    await expect(toggle).toHaveAttribute('aria-pressed', 'true')
    await waitFor(() => expect(dialog.getBoundingClientRect().width).toBe(window.innerWidth))
    await userEvent.click(within(dialog).getByRole('button', { name: '关闭' }))
    await userEvent.click(await within(canvasElement).findByRole('button', { name: '打开' }))
    const again = await screen().findByRole('dialog')
    // Each opening starts at the normal size.
    await expect(within(again).getByRole('button', { name: '全屏' })).toHaveAttribute('aria-pressed', 'false')
    await settled(again)
  },
}
