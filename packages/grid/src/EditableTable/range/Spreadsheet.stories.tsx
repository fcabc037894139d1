// biome-ignore-all lint/suspicious/noTemplateCurlyInString: messages carry JeecgBoot's ${title} placeholder
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { Demo, savedValues } from '../../test-support/editableTableStory'
import type { EditableColumn } from '../EditableTable.types'

/** A freight rate table, as operators edit it. */
const rateColumns: EditableColumn[] = [
  {
    key: 'route',
    title: '线路',
    type: 'input',
    validateRules: [{ required: true, message: '请输入${title}' }],
  },
  { key: 'fromKg', title: '起重(kg)', type: 'inputNumber' },
  {
    key: 'price',
    title: '单价(元)',
    type: 'input',
    validateRules: [{ pattern: 'money', message: '${title}格式不正确' }],
  },
  { key: 'since', title: '生效日期', type: 'date' },
  {
    key: 'zone',
    title: '区域',
    type: 'select',
    options: [
      { value: 'N', text: '华北' },
      { value: 'S', text: '华南' },
    ],
  },
]

const rateRows = [
  { id: 'r1', route: '北京-上海', fromKg: 1, price: '12.50', since: '2026-01-01', zone: 'N' },
  { id: 'r2', route: '北京-广州', fromKg: 2, price: '15.00', since: '', zone: 'S' },
  { id: 'r3', route: '上海-深圳', fromKg: null, price: '', since: '', zone: '' },
  { id: 'r4', route: '上海-成都', fromKg: null, price: '', since: '', zone: '' },
]

const meta = {
  title: 'Grid/EditableTable/Spreadsheet',
  component: Demo,
  args: { columns: rateColumns, dataSource: rateRows, 'aria-label': '运价表', spreadsheet: true },
} satisfies Meta<typeof Demo>

export default meta
type Story = StoryObj<typeof meta>

const table = (canvas: HTMLElement) => within(canvas).getByRole('grid', { name: '运价表' })
const cellAt = (canvas: HTMLElement, row: number, key: string) =>
  canvas.querySelector(`[data-cell][data-row-index="${row}"][data-key="${key}"]`) as HTMLElement
const selectedCells = (canvas: HTMLElement) =>
  within(table(canvas)).queryAllByRole('gridcell', { selected: true })
const announced = (canvas: HTMLElement, text: string | RegExp) =>
  waitFor(() => expect(within(canvas).getByText(text)).toBeInTheDocument())

/** Ctrl+C: the browser's copy event at the focused cell (user-event's copy() only copies selected text). */
function copyFrom(target: HTMLElement): string {
  const clipboardData = new DataTransfer()
  target.dispatchEvent(new ClipboardEvent('copy', { clipboardData, bubbles: true, cancelable: true }))
  return clipboardData.getData('text/plain')
}

/**
 * Clicks a text cell (it starts editing), Escape puts the focus on the cell itself, and arrows right move it on
 * (date and option cells open popups when clicked).
 */
async function focusOn(canvas: HTMLElement, row: number, key: string, right = 0) {
  await userEvent.click(cellAt(canvas, row, key))
  await userEvent.keyboard('{Escape}')
  await waitFor(() => expect(cellAt(canvas, row, key)).toHaveFocus())
  for (let i = 0; i < right; i++) await userEvent.keyboard('{ArrowRight}')
}

/** Range selection by Shift+arrows and by a mouse drag, announced, and copied as tab-separated text. */
export const SelectAndCopyRange: Story = {
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('grid', { name: '运价表' })
    await focusOn(canvasElement, 0, 'route')
    await userEvent.keyboard('{Shift>}{ArrowDown}{ArrowRight}{/Shift}')
    await expect(selectedCells(canvasElement)).toHaveLength(4)
    await expect(cellAt(canvasElement, 1, 'fromKg')).toHaveFocus()
    await announced(canvasElement, '已选择 2 行 2 列：线路 第1行 至 起重(kg) 第2行')
    await expect(copyFrom(document.activeElement as HTMLElement)).toBe('北京-上海\t1\n北京-广州\t2')
    await announced(canvasElement, '已复制 2 行 2 列')

    // A mouse drag from 单价 of row 1 to 区域 of row 2; options copy as their text.
    await userEvent.pointer([
      { keys: '[MouseLeft>]', target: cellAt(canvasElement, 0, 'price') },
      { target: cellAt(canvasElement, 1, 'since') },
      { target: cellAt(canvasElement, 1, 'zone') },
      { keys: '[/MouseLeft]', target: cellAt(canvasElement, 1, 'zone') },
    ])
    await expect(selectedCells(canvasElement)).toHaveLength(6)
    await expect(cellAt(canvasElement, 0, 'route')).not.toHaveAttribute('aria-selected', 'true')
    await expect(copyFrom(cellAt(canvasElement, 1, 'zone'))).toBe('12.50\t2026-01-01\t华北\n15.00\t\t华南')
    // A plain arrow collapses the range to the cell it moves to.
    await focusOn(canvasElement, 2, 'route')
    await userEvent.keyboard('{Shift>}{ArrowDown}{/Shift}')
    await expect(selectedCells(canvasElement)).toHaveLength(2)
    await userEvent.keyboard('{ArrowRight}')
    await expect(selectedCells(canvasElement)).toEqual([cellAt(canvasElement, 3, 'fromKg')])
  },
}

/** One value pasted over a range fills every cell; a block pastes from the range's corner; each cell is validated. */
export const PasteIntoRange: Story = {
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('grid', { name: '运价表' })
    await focusOn(canvasElement, 0, 'price')
    await userEvent.keyboard('{Shift>}{ArrowDown}{ArrowDown}{ArrowDown}{/Shift}')
    await userEvent.paste('9.90')
    for (const row of [0, 1, 2, 3])
      await expect(cellAt(canvasElement, row, 'price')).toHaveTextContent('9.90')
    await announced(canvasElement, '已粘贴 4 个单元格')

    await focusOn(canvasElement, 2, 'price')
    await userEvent.paste('abc\t2026-05-01\t华南\n20.00\t2026-06-01\t华北')
    await expect(cellAt(canvasElement, 2, 'zone')).toHaveTextContent('华南')
    await expect(cellAt(canvasElement, 3, 'since')).toHaveTextContent('2026-06-01')
    // 'abc' is not money: the cell says so.
    await waitFor(() => expect(cellAt(canvasElement, 2, 'price')).toHaveAttribute('aria-invalid', 'true'))
    await expect(cellAt(canvasElement, 3, 'price')).not.toHaveAttribute('aria-invalid')
    await expect(selectedCells(canvasElement)).toHaveLength(6)
  },
}

/** The fill handle dragged down continues a series; Ctrl+D and Ctrl+R do it from the keyboard. */
export const FillSeries: Story = {
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('grid', { name: '运价表' })
    // Mouse: select 起重 1, 2 and drag the fill handle two rows further.
    await focusOn(canvasElement, 0, 'fromKg')
    await userEvent.keyboard('{Shift>}{ArrowDown}{/Shift}')
    const handle = canvasElement.querySelector('[data-fill-handle]') as HTMLElement
    await expect(cellAt(canvasElement, 1, 'fromKg')).toContainElement(handle)
    await userEvent.pointer([
      { keys: '[MouseLeft>]', target: handle },
      { target: cellAt(canvasElement, 2, 'fromKg') },
      { target: cellAt(canvasElement, 3, 'fromKg') },
      { keys: '[/MouseLeft]', target: cellAt(canvasElement, 3, 'fromKg') },
    ])
    await expect(cellAt(canvasElement, 2, 'fromKg')).toHaveTextContent('3')
    await expect(cellAt(canvasElement, 3, 'fromKg')).toHaveTextContent('4')
    await announced(canvasElement, '已填充 2 个单元格')
    await expect(selectedCells(canvasElement)).toHaveLength(4)

    // Keyboard: one date continues by a day (Ctrl+D); a row's region copies right (Ctrl+R).
    await focusOn(canvasElement, 0, 'price', 1)
    await userEvent.keyboard('{Shift>}{ArrowDown}{ArrowDown}{ArrowDown}{/Shift}')
    await userEvent.keyboard('{Control>}d{/Control}')
    await expect(cellAt(canvasElement, 1, 'since')).toHaveTextContent('2026-01-02')
    await expect(cellAt(canvasElement, 3, 'since')).toHaveTextContent('2026-01-04')
    await focusOn(canvasElement, 2, 'route')
    await userEvent.keyboard('{Shift>}{ArrowRight}{/Shift}')
    await userEvent.keyboard('{Control>}r{/Control}')
    await expect(cellAt(canvasElement, 2, 'fromKg')).toHaveTextContent('上海-深圳')
    const result = await savedValues(canvasElement)
    await expect(result.values.map((row: { since: string }) => row.since)).toEqual([
      '2026-01-01',
      '2026-01-02',
      '2026-01-03',
      '2026-01-04',
    ])
  },
}

/** Ctrl+Z undoes a fill, a paste and a typed edit in turn; Ctrl+Y redoes them. */
export const UndoAndRedo: Story = {
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('grid', { name: '运价表' })
    // A typed edit (one undo step for the whole word).
    await userEvent.click(cellAt(canvasElement, 0, 'route'))
    const input = await within(table(canvasElement)).findByRole('textbox', { name: '线路 第1行' })
    await userEvent.clear(input)
    await userEvent.type(input, '天津-上海')
    await userEvent.keyboard('{Escape}')
    // A paste.
    await focusOn(canvasElement, 0, 'price')
    await userEvent.paste('8.00\n9.00')
    // A fill.
    await focusOn(canvasElement, 1, 'price', 2)
    await userEvent.keyboard('{Shift>}{ArrowDown}{ArrowDown}{/Shift}{Control>}d{/Control}')
    await expect(cellAt(canvasElement, 3, 'zone')).toHaveTextContent('华南')

    await userEvent.keyboard('{Control>}z{/Control}')
    await expect(cellAt(canvasElement, 3, 'zone')).toHaveTextContent('')
    await announced(canvasElement, '已撤销 2 个单元格的修改')
    await userEvent.keyboard('{Control>}z{/Control}')
    await expect(cellAt(canvasElement, 1, 'price')).toHaveTextContent('15.00')
    await userEvent.keyboard('{Control>}z{/Control}')
    await expect(cellAt(canvasElement, 0, 'route')).toHaveTextContent('北京-上海')
    await userEvent.keyboard('{Control>}z{/Control}')
    await announced(canvasElement, '没有可撤销的操作')

    await userEvent.keyboard('{Control>}y{/Control}')
    await expect(cellAt(canvasElement, 0, 'route')).toHaveTextContent('天津-上海')
    await userEvent.keyboard('{Control>}{Shift>}z{/Shift}{/Control}')
    await expect(cellAt(canvasElement, 1, 'price')).toHaveTextContent('9.00')
    const result = await savedValues(canvasElement)
    await expect(result.values[0]).toMatchObject({ route: '天津-上海', price: '8.00', zone: 'N' })
    await expect(result.values[3].zone).toBe('')
  },
}

/** A paste past the last row adds rows; undo takes them away again. */
export const PasteAddsRowsUndone: Story = {
  play: async ({ canvasElement }) => {
    const grid = await within(canvasElement).findByRole('grid', { name: '运价表' })
    await focusOn(canvasElement, 3, 'route')
    await userEvent.paste('上海-重庆\t3\n上海-西安\t4')
    await waitFor(() => expect(cellAt(canvasElement, 4, 'route')).toHaveTextContent('上海-西安'))
    await expect(grid).toHaveAttribute('aria-rowcount', '6')
    await userEvent.keyboard('{Control>}z{/Control}')
    await waitFor(() => expect(grid).toHaveAttribute('aria-rowcount', '5'))
    await expect(cellAt(canvasElement, 3, 'route')).toHaveTextContent('上海-成都')
  },
}
