// biome-ignore-all lint/suspicious/noTemplateCurlyInString: messages carry JeecgBoot's ${title} placeholder
import { animationsSettled, PermissionProvider } from '@portico/ui'
import { staticFileHandler } from '@portico/upload/mocks'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import {
  Demo,
  grid,
  hundredThousandRows,
  manyRows,
  optionList,
  parcelColumns,
  parcelRows,
  RemoveRowsProbe,
  saved,
  savedValues,
  screen,
  sortColumns,
  statistic,
  twentyColumns,
  visibleTooltip,
  wideColumns,
} from '../test-support/editableTableStory'
import { editableColumnTypes } from './columns/columnTypes'

const meta = {
  title: 'Grid/EditableTable',
  component: Demo,
  args: { columns: parcelColumns, dataSource: parcelRows, 'aria-label': '包裹明细', alwaysEdit: true },
} satisfies Meta<typeof Demo>

export default meta
type Story = StoryObj<typeof meta>

const sleepUntil = (time: number) =>
  new Promise((resolve) => setTimeout(resolve, Math.max(0, time - Date.now())))

export const AlwaysEdit: Story = {
  play: async ({ canvasElement }) => {
    const table = within(grid(canvasElement))
    const name = await table.findByRole('textbox', { name: '收件人 第1行' })
    await expect(name).toHaveValue('张三')
    await userEvent.clear(name)
    await userEvent.type(name, '王五')
    const weight = table.getByRole('textbox', { name: '重量(kg) 第2行' })
    await userEvent.clear(weight)
    // Number cells refuse anything but a leading minus, digits and one decimal point.
    await userEvent.type(weight, '3a.2.5')
    await expect(weight).toHaveValue('3.25')
    await userEvent.tab()
    const result = await savedValues(canvasElement)
    await expect(result.values[0].name).toBe('王五')
    await expect(result.values[1].weight).toBe(3.25)
    await expect(result.deleteIds).toEqual([])
  },
}

export const ClickToEdit: Story = {
  args: { alwaysEdit: false },
  play: async ({ canvasElement }) => {
    const table = within(grid(canvasElement))
    await expect(table.queryByRole('textbox')).not.toBeInTheDocument()
    const cell = (await table.findByText('张三')).closest('[role="gridcell"]') as HTMLElement
    await userEvent.click(cell)
    const input = await table.findByRole('textbox', { name: '收件人 第1行' })
    await waitFor(() => expect(input).toHaveFocus())
    await userEvent.type(input, '丰')
    // A click outside ends editing; the cell shows the new text.
    await userEvent.click(within(canvasElement).getByRole('status', { name: '保存结果' }))
    await waitFor(() => expect(table.queryByRole('textbox')).not.toBeInTheDocument())
    await expect(table.getByText('张三丰')).toBeVisible()
    // The channel select shows the option text, and its dropdown (a popup) does not end editing.
    await userEvent.click(table.getByText('EMS 特快'))
    await userEvent.click(await table.findByRole('combobox', { name: '渠道 第1行' }))
    await userEvent.click(await screen().findByRole('option', { name: 'e邮宝' }))
    await userEvent.click(within(canvasElement).getByRole('status', { name: '保存结果' }))
    await expect(await table.findByText('e邮宝')).toBeVisible()
  },
}

export const AddAndInsertRows: Story = {
  args: { dragSort: true, columns: sortColumns },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const table = within(grid(canvasElement))
    await table.findByRole('textbox', { name: '收件人 第2行' })
    const firstInsert = Date.now()
    await userEvent.click(canvas.getByRole('button', { name: '新增' }))
    await expect(await table.findByRole('textbox', { name: '收件人 第3行' })).toHaveValue('')
    // A second insert within 1500 ms is refused.
    await userEvent.click(canvas.getByRole('button', { name: '新增' }))
    await expect(await screen().findByText('你点击的太快了，请慢点点击!')).toBeInTheDocument()
    await expect(table.queryByRole('textbox', { name: '收件人 第4行' })).not.toBeInTheDocument()
    // Still refused a second after the first insert (refusals do not restart the 1500 ms).
    await sleepUntil(firstInsert + 1000)
    await userEvent.click(canvas.getByRole('button', { name: '新增' }))
    await expect(table.queryByRole('textbox', { name: '收件人 第4行' })).not.toBeInTheDocument()
    await sleepUntil(firstInsert + 1600)
    // Insert below the first row through its menu.
    await userEvent.click(table.getByRole('button', { name: '第1行操作' }))
    await userEvent.click(await screen().findByRole('menuitem', { name: '向下插入一行' }))
    await waitFor(() => expect(table.getByRole('textbox', { name: '收件人 第2行' })).toHaveValue(''))
    await expect(table.getByRole('textbox', { name: '收件人 第3行' })).toHaveValue('李四')
    await userEvent.type(table.getByRole('textbox', { name: '收件人 第2行' }), '赵六')
    const rows = table.getAllByRole('row').slice(1, 5)
    await expect(rows.map((row) => within(row).getByRole('rowheader').textContent)).toEqual([
      '1',
      '2',
      '3',
      '4',
    ])
    // The sort field is renumbered from 1.
    const orderNums = rows.map((row) => row.querySelector('[data-key="orderNum"]')?.textContent)
    await expect(orderNums).toEqual(['1', '2', '3', '4'])
    await animationsSettled()
  },
}

export const DeleteSelectedRows: Story = {
  args: { rowSelection: true, confirmDelete: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const table = within(grid(canvasElement))
    const remove = canvas.getByRole('button', { name: '删除' })
    await expect(remove).toBeDisabled()
    await userEvent.click(canvas.getByRole('button', { name: '新增' }))
    await userEvent.click(await table.findByRole('checkbox', { name: '选择第3行' }))
    await userEvent.click(remove)
    // A new row goes without asking.
    await waitFor(() => expect(table.queryByRole('checkbox', { name: '选择第3行' })).not.toBeInTheDocument())
    await userEvent.click(table.getByRole('checkbox', { name: '选择第1行' }))
    await expect(table.getByRole('checkbox', { name: '全选' })).toBePartiallyChecked()
    await userEvent.click(remove)
    const dialog = await screen().findByRole('alertdialog', { name: '确认删除' })
    await expect(dialog).toHaveTextContent('确定要删除这 1 行吗?')
    await userEvent.click(within(dialog).getByRole('button', { name: '确定' }))
    await waitFor(() => expect(table.getByRole('textbox', { name: '收件人 第1行' })).toHaveValue('李四'))
    const result = await savedValues(canvasElement)
    await expect(result.deleteIds).toEqual(['1001'])
    await expect(result.values.map((row: { id: string }) => row.id)).toEqual(['1002'])
    await animationsSettled()
  },
}

export const ReorderRows: Story = {
  args: { dragSort: true, columns: sortColumns },
  play: async ({ canvasElement }) => {
    const table = within(grid(canvasElement))
    await table.findByRole('textbox', { name: '收件人 第1行' })
    await userEvent.click(table.getByRole('button', { name: '第1行操作' }))
    await expect(await screen().findByRole('menuitem', { name: '上移' })).toHaveAttribute(
      'aria-disabled',
      'true',
    )
    await userEvent.click(screen().getByRole('menuitem', { name: '下移' }))
    await waitFor(() => expect(table.getByRole('textbox', { name: '收件人 第1行' })).toHaveValue('李四'))
    const result = await savedValues(canvasElement)
    await expect(
      result.values.map((row: { id: string; orderNum: number }) => [row.id, row.orderNum]),
    ).toEqual([
      ['1002', 1],
      ['1001', 2],
    ])
    // 上移 brings it back, renumbered again.
    await userEvent.click(table.getByRole('button', { name: '第2行操作' }))
    await userEvent.click(await screen().findByRole('menuitem', { name: '上移' }))
    await waitFor(() => expect(table.getByRole('textbox', { name: '收件人 第1行' })).toHaveValue('张三'))
    const back = await savedValues(canvasElement)
    await expect(back.values.map((row: { id: string; orderNum: number }) => [row.id, row.orderNum])).toEqual([
      ['1001', 1],
      ['1002', 2],
    ])
    await animationsSettled()
  },
}

export const ValidationMessages: Story = {
  play: async ({ canvasElement }) => {
    const table = within(grid(canvasElement))
    const phone = await table.findByRole('textbox', { name: '手机号 第1行' })
    // Checked while typing.
    await userEvent.clear(phone)
    await userEvent.type(phone, '12345')
    await visibleTooltip('手机号格式不正确')
    await expect(phone.closest('[role="gridcell"]')).toHaveAttribute('aria-invalid', 'true')
    // Checked on blur: an emptied required cell.
    const name = table.getByRole('textbox', { name: '收件人 第2行' })
    await userEvent.clear(name)
    await userEvent.tab()
    await visibleTooltip('请输入收件人')
    // Unique across rows.
    const tracking = table.getByRole('textbox', { name: '运单号 第2行' })
    await userEvent.clear(tracking)
    await userEvent.type(tracking, 'EA100000001CN')
    await visibleTooltip('运单号不能重复')
    // Changing the other row's number ends the duplicate in both.
    const firstTracking = table.getByRole('textbox', { name: '运单号 第1行' })
    await userEvent.type(firstTracking, 'X')
    await waitFor(() => expect(tracking.closest('[role="gridcell"]')).not.toHaveAttribute('aria-invalid'))
    await expect(firstTracking.closest('[role="gridcell"]')).not.toHaveAttribute('aria-invalid')
  },
}

export const GetValuesFailsThenSucceeds: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const table = within(grid(canvasElement))
    await table.findByRole('textbox', { name: '收件人 第1行' })
    await userEvent.click(canvas.getByRole('button', { name: '新增' }))
    await expect(await saved(canvasElement)).toBe('校验未通过: 请输入收件人')
    await visibleTooltip('请输入收件人')
    await userEvent.type(table.getByRole('textbox', { name: '收件人 第3行' }), '孙七')
    await userEvent.type(table.getByRole('textbox', { name: '手机号 第3行' }), '13712345678')
    const result = await savedValues(canvasElement)
    await expect(result.values).toHaveLength(3)
    await expect(result.values[2]).toMatchObject({ name: '孙七', phone: '13712345678' })
  },
}

export const KeyboardNavigation: Story = {
  args: { alwaysEdit: false },
  play: async ({ canvasElement }) => {
    const table = within(grid(canvasElement))
    const first = (await table.findByText('张三')).closest('[role="gridcell"]') as HTMLElement
    first.focus()
    await userEvent.keyboard('{ArrowDown}')
    await expect(table.getByText('李四').closest('[role="gridcell"]')).toHaveFocus()
    await userEvent.keyboard('{ArrowRight}')
    await expect(table.getByText('13900139000').closest('[role="gridcell"]')).toHaveFocus()
    // Enter edits the cell, Escape leaves it.
    await userEvent.keyboard('{Enter}')
    const phone = await table.findByRole('textbox', { name: '手机号 第2行' })
    await waitFor(() => expect(phone).toHaveFocus())
    await userEvent.keyboard('{Escape}')
    await waitFor(() => expect(table.queryByRole('textbox')).not.toBeInTheDocument())
    await expect(table.getByText('13900139000').closest('[role="gridcell"]')).toHaveFocus()
    // Tab moves to the next cell, editing it; Shift+Tab comes back.
    await userEvent.keyboard('{ArrowUp}{Enter}')
    await waitFor(() => expect(table.getByRole('textbox', { name: '手机号 第1行' })).toHaveFocus())
    await userEvent.tab()
    await waitFor(() => expect(table.getByRole('textbox', { name: '运单号 第1行' })).toHaveFocus())
    await userEvent.tab({ shift: true })
    await waitFor(() => expect(table.getByRole('textbox', { name: '手机号 第1行' })).toHaveFocus())
  },
}

export const KeyboardNavigationWhileAlwaysEditing: Story = {
  play: async ({ canvasElement }) => {
    const table = within(grid(canvasElement))
    const name = await table.findByRole('textbox', { name: '收件人 第1行' })
    name.focus()
    await userEvent.keyboard('{ArrowDown}')
    await expect(table.getByRole('textbox', { name: '收件人 第2行' })).toHaveFocus()
    // Left and right leave a text box only from its ends.
    await userEvent.keyboard('{Home}{ArrowRight}')
    await expect(table.getByRole('textbox', { name: '收件人 第2行' })).toHaveFocus()
    await userEvent.keyboard('{End}{ArrowRight}')
    await waitFor(() => expect(table.getByRole('textbox', { name: '手机号 第2行' })).toHaveFocus())
    await userEvent.keyboard('{Enter}')
    await expect(table.getByRole('textbox', { name: '手机号 第2行' })).toHaveFocus()
    await userEvent.keyboard('{ArrowUp}')
    await waitFor(() => expect(table.getByRole('textbox', { name: '手机号 第1行' })).toHaveFocus())
    await userEvent.keyboard('{Enter}')
    await waitFor(() => expect(table.getByRole('textbox', { name: '手机号 第2行' })).toHaveFocus())
  },
}

export const PasteFromSpreadsheet: Story = {
  play: async ({ canvasElement }) => {
    const table = within(grid(canvasElement))
    const name = await table.findByRole('textbox', { name: '收件人 第2行' })
    await userEvent.click(name)
    await userEvent.paste('周八\t13600136000\tEA1\t4.9\te邮宝\r\n吴九\t13500135000\tEA2\t5\t海运\r\n')
    await waitFor(() => expect(table.getByRole('textbox', { name: '收件人 第3行' })).toHaveValue('吴九'))
    await expect(table.getByRole('textbox', { name: '收件人 第2行' })).toHaveValue('周八')
    await expect(table.getByRole('textbox', { name: '重量(kg) 第3行' })).toHaveValue('5')
    const result = await savedValues(canvasElement)
    const [first, second] = result.values.slice(1)
    await expect(first).toMatchObject({ name: '周八', phone: '13600136000', weight: 4.9, channel: 'EPACKET' })
    await expect(second).toMatchObject({ name: '吴九', trackingNo: 'EA2', weight: 5, channel: 'SEA' })
  },
}

export const Statistics: Story = {
  play: async ({ canvasElement }) => {
    const table = within(grid(canvasElement))
    // Sum of integer parts: 1 + 2; average over the rows: 3 / 2.
    await expect(await statistic(table, '合计')).toHaveTextContent('3')
    await expect(await statistic(table, '平均值')).toHaveTextContent('1.5')
    const weight = table.getByRole('textbox', { name: '重量(kg) 第1行' })
    await userEvent.clear(weight)
    await userEvent.type(weight, '10.9')
    await expect(await statistic(table, '合计')).toHaveTextContent('12')
    await expect(await statistic(table, '平均值')).toHaveTextContent('6')
  },
}

export const VirtualRowsAndColumns: Story = {
  args: { dataSource: manyRows, columns: wideColumns, alwaysEdit: false },
  play: async ({ canvasElement }) => {
    const element = grid(canvasElement)
    const table = within(element)
    await table.findByText('收件人1')
    await expect(element.style.maxHeight).toBe('400px')
    // 400 px show about 6 rows of 61 px; 9 more are drawn beyond them, never the 1000.
    const drawn = table.getAllByRole('row').length
    await expect(drawn).toBeLessThan(30)
    await expect(table.queryAllByRole('columnheader', { name: /备注30/ })).toHaveLength(0)
    element.scrollTop = 61 * 995
    await expect(await table.findByText('收件人1000')).toBeInTheDocument()
    element.scrollLeft = element.scrollWidth
    await expect(await table.findByRole('columnheader', { name: '备注30' })).toBeInTheDocument()
    // Header, 1000 rows and the two statistics rows.
    await expect(element).toHaveAttribute('aria-rowcount', '1003')
  },
}

export const AllColumnTypes: Story = {
  parameters: { msw: { handlers: [staticFileHandler()] } },
  args: {
    alwaysEdit: true,
    dataSource: [
      {
        id: '1',
        input: '文本',
        inputNumber: 12,
        checkbox: true,
        select: '1',
        list_multi: '1,2',
        sel_search: '2',
        sel_depart: 'A01',
        sel_user: 'admin',
        date: '2024-05-01',
        datetime: '2024-05-01 08:30:00',
        input_pop: '长文本',
        upload: 'temp/报关单_1700000000000.pdf',
        file: '',
        image: 'temp/a.png',
        popup: '弹出',
        radio: '2',
        checkbox_meta: '1',
        slot: 'x',
        hidden: 'secret',
        normal: '只读',
      },
    ],
    columns: editableColumnTypes.map((type) => ({
      key: type,
      title: type,
      type,
      options: optionList,
      slot: type === 'slot' ? ({ value }) => <strong>插槽:{String(value)}</strong> : undefined,
    })),
  },
  play: async ({ canvasElement }) => {
    const element = grid(canvasElement)
    const table = within(element)
    await expect(await table.findByRole('textbox', { name: 'input 第1行' })).toHaveValue('文本')
    await expect(table.getByRole('checkbox', { name: 'checkbox 第1行' })).toBeChecked()
    await expect(table.getByRole('combobox', { name: 'select 第1行' })).toHaveTextContent('选项一')
    // The hidden column is not drawn but its value is kept.
    await expect(table.queryByRole('columnheader', { name: 'hidden' })).not.toBeInTheDocument()
    element.scrollLeft = 1400
    // Upload cells come from @portico/upload: an upload button when empty, the cut file name otherwise.
    await expect(await table.findByRole('button', { name: '上传文件 file 第1行' })).toHaveTextContent(
      '上传文件',
    )
    await expect(table.getAllByRole('img', { name: '上传完成' }).length).toBeGreaterThan(0)
    element.scrollLeft = element.scrollWidth
    await expect(await table.findByText('插槽:x')).toBeVisible()
    await expect(table.getByText('只读')).toBeVisible()
    const result = await savedValues(canvasElement)
    await expect(result.values[0].hidden).toBe('secret')
  },
}

export const GetValuesRevealsFailingRow: Story = {
  args: {
    alwaysEdit: false,
    dataSource: manyRows.map((row, i) => (i === 900 ? { ...row, name: '' } : row)),
  },
  play: async ({ canvasElement }) => {
    const table = within(grid(canvasElement))
    await table.findByText('收件人1')
    await expect(await saved(canvasElement)).toBe('校验未通过: 请输入收件人')
    // Row 901 is far below the first screen: it is scrolled into view with its tooltip.
    await visibleTooltip('请输入收件人')
    const row = (await table.findByText('收件人900')).closest('[role="row"]') as HTMLElement
    await expect(row).toBeVisible()
    await waitFor(() =>
      expect(
        table.getAllByRole('gridcell').some((cell) => cell.getAttribute('aria-invalid') === 'true'),
      ).toBe(true),
    )
  },
}

export const DoubleClickHandleInsertsBelow: Story = {
  args: { dragSort: true, columns: sortColumns },
  play: async ({ canvasElement }) => {
    const table = within(grid(canvasElement))
    await userEvent.dblClick(await table.findByRole('button', { name: '拖动排序 第1行' }))
    await waitFor(() => expect(table.getByRole('textbox', { name: '收件人 第2行' })).toHaveValue(''))
    await expect(table.getByRole('textbox', { name: '收件人 第3行' })).toHaveValue('李四')
  },
}

export const DragToReorder: Story = {
  args: { dragSort: true, columns: sortColumns },
  play: async ({ canvasElement }) => {
    const table = within(grid(canvasElement))
    const handle = await table.findByRole('button', { name: '拖动排序 第1行' })
    // Keyboard drag and drop (react-aria): Enter picks the row up, Tab goes to the next drop target, Enter drops.
    const secondHandle = table.getByRole('button', { name: '拖动排序 第2行' })
    handle.focus()
    await userEvent.keyboard('{Enter}')
    // The drag session starts on the next animation frame and targets the row itself first.
    await waitFor(() => expect(handle).toHaveAttribute('data-drop-target'))
    await userEvent.tab()
    await waitFor(() => expect(secondHandle).toHaveAttribute('data-drop-target'))
    await userEvent.keyboard('{Enter}')
    await waitFor(() => expect(table.getByRole('textbox', { name: '收件人 第1行' })).toHaveValue('李四'))
    const result = await savedValues(canvasElement)
    await expect(
      result.values.map((row: { id: string; orderNum: number }) => [row.id, row.orderNum]),
    ).toEqual([
      ['1002', 1],
      ['1001', 2],
    ])
  },
}

export const SelectionSkipsDisabledRows: Story = {
  args: {
    rowSelection: true,
    disabledRows: { status: 'locked' },
    dataSource: [...parcelRows, { id: '1003', name: '钱二', phone: '13300133000', status: 'locked' }],
  },
  play: async ({ canvasElement }) => {
    const table = within(grid(canvasElement))
    const all = await table.findByRole('checkbox', { name: '全选' })
    await expect(table.getByRole('checkbox', { name: '选择第3行' })).toBeDisabled()
    await expect(table.getByRole('textbox', { name: '收件人 第3行' })).toBeDisabled()
    await userEvent.click(table.getByRole('checkbox', { name: '选择第1行' }))
    await expect(all).toBePartiallyChecked()
    await userEvent.click(all)
    await expect(all).toBeChecked()
    await expect(table.getByRole('checkbox', { name: '选择第2行' })).toBeChecked()
    await expect(table.getByRole('checkbox', { name: '选择第3行' })).not.toBeChecked()
    await userEvent.click(all)
    await expect(table.getByRole('checkbox', { name: '选择第1行' })).not.toBeChecked()
  },
}

export const PermissionPrefix: Story = {
  args: {
    rowSelection: true,
    authPrefix: 'parcel',
    noAuthCodes: ['parcel:add', 'parcel:weight', 'order:batch_delete'],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const table = within(grid(canvasElement))
    await table.findByRole('columnheader', { name: '收件人' })
    // parcel:add hides 新增 and parcel:weight the weight column; order:batch_delete is another prefix's.
    await expect(canvas.queryByRole('button', { name: '新增' })).not.toBeInTheDocument()
    await expect(table.queryByRole('columnheader', { name: '重量(kg)' })).not.toBeInTheDocument()
    await expect(canvas.getByRole('button', { name: '删除' })).toBeDisabled()
  },
}

/** Without `noAuthCodes` the table asks the PermissionProvider: the user holds parcel:add but not parcel:weight. */
export const PermissionFromProvider: Story = {
  args: { rowSelection: true, authPrefix: 'parcel' },
  decorators: [
    (Story) => (
      <PermissionProvider
        auth={[{ action: 'parcel:add', type: '1', describe: '新增' }]}
        allAuth={[
          { action: 'parcel:add', type: '1', describe: '新增', status: '1' },
          { action: 'parcel:weight', type: '1', describe: '重量', status: '1' },
          { action: 'parcel:batch_delete', type: '1', describe: '批量删除', status: '1' },
        ]}
      >
        <Story />
      </PermissionProvider>
    ),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const table = within(grid(canvasElement))
    await table.findByRole('columnheader', { name: '收件人' })
    await expect(canvas.getByRole('button', { name: '新增' })).toBeVisible()
    await expect(table.queryByRole('columnheader', { name: '重量(kg)' })).not.toBeInTheDocument()
    await expect(canvas.queryByRole('button', { name: '删除' })).not.toBeInTheDocument()
  },
}

/** Click-to-edit: a popup of the cell (input_pop's larger text box) keeps it in editing; a click outside ends it. */
export const ClickToEditKeepsPopupsOpen: Story = {
  args: {
    alwaysEdit: false,
    columns: [...parcelColumns, { key: 'note', title: '备注', type: 'input_pop' }],
  },
  play: async ({ canvasElement }) => {
    const element = grid(canvasElement)
    const table = within(element)
    await table.findByText('张三')
    await userEvent.click(element.querySelector('[data-row-index="0"][data-key="note"]') as HTMLElement)
    const input = await table.findByRole('textbox', { name: '备注 第1行' })
    await userEvent.click(table.getByRole('button', { name: '备注 第1行 展开编辑' }))
    const popup = await waitFor(() => {
      const box = document.querySelector<HTMLTextAreaElement>('[data-portal-node] textarea')
      if (!box) throw new Error('no popup text box yet')
      return box
    })
    await userEvent.type(popup, '易碎品轻放')
    // Clicking and typing in the popup did not end editing: the cell still holds its control, with the text.
    await expect(input).toBeInTheDocument()
    await expect(input).toHaveValue('易碎品轻放')
    // The open popup traps focus and hides the page from the accessibility tree: the output is found by its tag.
    await userEvent.click(canvasElement.querySelector('output') as HTMLElement)
    await waitFor(() => expect(table.queryByRole('textbox')).not.toBeInTheDocument())
    await expect(table.getByText('易碎品轻放')).toBeVisible()
    await expect(document.querySelector('[data-portal-node] textarea')).toBeNull()
    // The closed popup gives the page back to assistive technology (on a busy machine a moment after it goes).
    await waitFor(() => expect(canvasElement.closest('[aria-hidden="true"]')).toBeNull())
  },
}

/** removeRows takes an id or a list of ids; anything else is a programming error and throws (spec §8). */
export const RemoveRowsRejectsBadArgument: Story = {
  render: (args) => <RemoveRowsProbe {...args} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const table = within(grid(canvasElement))
    await table.findByRole('textbox', { name: '收件人 第2行' })
    const outcome = canvas.getByRole('status', { name: '调用结果' })
    await userEvent.click(canvas.getByRole('button', { name: 'removeRows(1001)' }))
    await expect(outcome).toHaveTextContent(
      'TypeError: removeRows: rowIds must be a string or an array of strings',
    )
    await expect(table.getByRole('textbox', { name: '收件人 第1行' })).toHaveValue('张三')
    await userEvent.click(canvas.getByRole('button', { name: "removeRows('1001')" }))
    await expect(outcome).toHaveTextContent('已删除, deleteIds: 1001')
    await waitFor(() => expect(table.getByRole('textbox', { name: '收件人 第1行' })).toHaveValue('李四'))
  },
}

/**
 * 100,000 rows x 20 columns (spec §9): rows 61 px high in a 400 px window, about 9 rows drawn beyond what shows,
 * scrolled to the middle, the end and across.
 */
export const HundredThousandRows: Story = {
  args: { columns: twentyColumns, alwaysEdit: false },
  render: (args) => <Demo {...args} dataSource={hundredThousandRows()} />,
  play: async ({ canvasElement }) => {
    const element = grid(canvasElement)
    const table = within(element)
    await table.findByText('行1')
    await expect(element).toHaveAttribute('aria-rowcount', '100001')
    await expect(element.style.maxHeight).toBe('400px')
    /** Indexes (from 0) of the body rows drawn now. */
    const drawn = () =>
      table
        .getAllByRole('row')
        .map((row) => Number(row.getAttribute('aria-rowindex')) - 2)
        .filter((index) => index >= 0)
    for (const row of table.getAllByRole('row').slice(1))
      await expect(row.getBoundingClientRect().height).toBe(61)

    element.scrollTop = 61 * 50_000
    await waitFor(() => expect(table.getByText('行50001')).toBeInTheDocument())
    const window = drawn()
    // Rows 50001 to about 50007 show; 9 rows are drawn above them and about 9 below, nothing else.
    await expect(Math.min(...window)).toBe(50_000 - 9)
    await expect(Math.max(...window)).toBeGreaterThanOrEqual(50_006 + 8)
    await expect(Math.max(...window)).toBeLessThanOrEqual(50_006 + 10)
    await expect(window.length).toBeLessThan(30)

    element.scrollTop = element.scrollHeight
    await waitFor(() => expect(table.getByText('行100000')).toBeInTheDocument())
    await expect(Math.max(...drawn())).toBe(99_999)
    element.scrollLeft = element.scrollWidth
    await expect(await table.findByRole('columnheader', { name: '列20' })).toBeInTheDocument()
    await expect(table.queryByRole('columnheader', { name: '列1' })).not.toBeInTheDocument()
  },
}

/**
 * Widths of spec §9 as drawn: columns without a width share 92% of the table; datetime 200, sel_user 220 and
 * sel_depart at least its 190 minimum; date never under 135.
 */
export const ColumnWidths: Story = {
  args: {
    alwaysEdit: false,
    dataSource: [{ id: '1', a: '甲', b: '乙' }],
    columns: [
      { key: 'a', title: '文本一', type: 'input' },
      { key: 'b', title: '文本二', type: 'input' },
      { key: 'date', title: '日期', type: 'date' },
      { key: 'datetime', title: '时间', type: 'datetime' },
      { key: 'user', title: '用户', type: 'sel_user' },
      { key: 'depart', title: '部门', type: 'sel_depart' },
    ],
  },
  play: async ({ canvasElement }) => {
    const element = grid(canvasElement)
    const table = within(element)
    const width = async (title: string) =>
      (await table.findByRole('columnheader', { name: title })).getBoundingClientRect().width
    // The row number column (64 px) stands left of the columns that share the width.
    const share = Math.floor(((element.clientWidth - 64) * 0.92) / 6)
    await waitFor(async () => expect(await width('文本一')).toBe(share))
    await expect(await width('文本二')).toBe(share)
    await expect(await width('日期')).toBe(Math.max(share, 135))
    await expect(await width('时间')).toBe(200)
    await expect(await width('用户')).toBe(220)
    await expect(await width('部门')).toBe(190)
  },
}

/** A column whose tracking number is checked on the server: the rule's handler answers later. */
const checkedOnServer = parcelColumns.map((column) =>
  column.key === 'trackingNo'
    ? {
        ...column,
        validateRules: [
          {
            handler: async (value: unknown) => {
              await new Promise((resolve) => setTimeout(resolve, 50))
              return value !== 'EA999999999CN'
            },
            message: '${title}已存在',
          },
        ],
      }
    : column,
)

/** An asynchronous handler's failure shows on the cell while typing and fails getValues (spec §5). */
export const AsyncHandlerMessage: Story = {
  args: { columns: checkedOnServer },
  play: async ({ canvasElement }) => {
    const table = within(grid(canvasElement))
    const tracking = await table.findByRole('textbox', { name: '运单号 第1行' })
    await userEvent.clear(tracking)
    await userEvent.type(tracking, 'EA999999999CN')
    await visibleTooltip('运单号已存在')
    await expect(tracking.closest('[role="gridcell"]')).toHaveAttribute('aria-invalid', 'true')
    await expect(await saved(canvasElement)).toBe('校验未通过: 运单号已存在')
    await userEvent.type(tracking, '1')
    await waitFor(() => expect(tracking.closest('[role="gridcell"]')).not.toHaveAttribute('aria-invalid'))
    const result = await savedValues(canvasElement)
    await expect(result.values[0].trackingNo).toBe('EA999999999CN1')
  },
}

/**
 * Column properties of spec §3 on new and shown rows: defaultValue, defaultChecked with customValue, placeholder,
 * disabled, a named slot (slotName), and the table's addDefaults.
 */
export const ColumnProperties: Story = {
  args: {
    dataSource: [{ id: '1', status: '', insured: 'N', code: 'C1', mark: 'x' }],
    columns: [
      { key: 'status', title: '状态', type: 'input', defaultValue: '待揽收', placeholder: '请输入状态' },
      { key: 'insured', title: '保价', type: 'checkbox', defaultChecked: true, customValue: ['Y', 'N'] },
      { key: 'code', title: '编码', type: 'input', disabled: true },
      { key: 'mark', title: '标记', type: 'slot', slotName: 'mark' },
    ],
    slots: { mark: ({ value }) => <span>标记:{String(value)}</span> },
    addDefaults: { source: 'import' },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const table = within(grid(canvasElement))
    await expect(await table.findByRole('textbox', { name: '状态 第1行' })).toHaveAttribute(
      'placeholder',
      '请输入状态',
    )
    await expect(table.getByRole('textbox', { name: '编码 第1行' })).toBeDisabled()
    await expect(table.getByRole('checkbox', { name: '保价 第1行' })).not.toBeChecked()
    await expect(table.getByText('标记:x')).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: '新增' }))
    await expect(await table.findByRole('textbox', { name: '状态 第2行' })).toHaveValue('待揽收')
    await expect(table.getByRole('checkbox', { name: '保价 第2行' })).toBeChecked()
    const result = await savedValues(canvasElement)
    await expect(result.values[0]).toMatchObject({ insured: 'N', code: 'C1' })
    await expect(result.values[1]).toMatchObject({ status: '待揽收', insured: 'Y', source: 'import' })
  },
}
