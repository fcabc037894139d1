import { Button } from '@fluentui/react-components'
import { animationsSettled } from '@portico/ui'
import {
  loadDictHandler,
  loadDictItemHandler,
  MOCK_USER_DICT,
  pickerHandlers,
  popupReportHandlers,
} from '@portico/ui/mocks'
import { staticFileHandler } from '@portico/upload/mocks'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import {
  Demo,
  grid,
  optionList,
  saved,
  savedValues,
  screen,
  visibleTooltip,
} from '../../test-support/editableTableStory'
import type { EditableColumn } from '../EditableTable.types'

/** One story per column type of spec §3: the cell shows the stored value, takes an edit, and saves it back. */
const meta = {
  title: 'Grid/EditableTable/Column types',
  component: Demo,
  parameters: { msw: { handlers: [staticFileHandler(), ...pickerHandlers] } },
} satisfies Meta<typeof Demo>

export default meta
type Story = StoryObj<typeof meta>

const TITLE = '值'
const CELL = `${TITLE} 第1行`
type Cell = ReturnType<typeof within>

/** A one-column, one-row table of `type` holding `value`; `play` edits the cell and names the value saved. */
function typeStory(
  type: string,
  value: unknown,
  play: (cell: Cell) => Promise<unknown>,
  column: Partial<EditableColumn> = {},
): Story {
  return {
    args: {
      'aria-label': '包裹明细',
      alwaysEdit: true,
      columns: [{ key: 'v', title: TITLE, type, options: optionList, ...column }],
      dataSource: [{ id: '1', v: value }],
    },
    play: async ({ canvasElement }) => {
      const expected = await play(within(grid(canvasElement)))
      const result = await savedValues(canvasElement)
      await expect(result.values[0].v).toEqual(expected)
    },
  }
}

async function pick(trigger: HTMLElement, option: string) {
  await userEvent.click(trigger)
  const listbox = await screen().findByRole('listbox')
  await userEvent.click(within(listbox).getByRole('option', { name: option }))
}

async function retype(box: HTMLElement, text: string) {
  await userEvent.clear(box)
  await userEvent.type(box, text)
}

export const Input = typeStory('input', '张三', async (cell) => {
  await retype(await cell.findByRole('textbox', { name: CELL }), '李四')
  return '李四'
})

export const InputNumber = typeStory('inputNumber', 1.5, async (cell) => {
  const box = await cell.findByRole('textbox', { name: CELL })
  // Only '-', digits and one '.' are taken (spec §5).
  await retype(box, '12a.5.')
  await expect(box).toHaveValue('12.5')
  return 12.5
})

/** A number cell keeps a lone minus while typed, and on blur empties what is not a number (spec §5). */
export const InputNumberEmptiedOnBlur = typeStory('inputNumber', 3, async (cell) => {
  const box = await cell.findByRole('textbox', { name: CELL })
  await retype(box, '-')
  await expect(box).toHaveValue('-')
  await userEvent.tab()
  await waitFor(() => expect(box).toHaveValue(''))
  return ''
})

export const Checkbox = typeStory('checkbox', false, async (cell) => {
  await userEvent.click(await cell.findByRole('checkbox', { name: CELL }))
  return true
})

export const CheckboxWithCustomValue = typeStory(
  'checkbox',
  'N',
  async (cell) => {
    await userEvent.click(await cell.findByRole('checkbox', { name: CELL }))
    return 'Y'
  },
  { customValue: ['Y', 'N'] },
)

export const Select = typeStory('select', '1', async (cell) => {
  const box = await cell.findByRole('combobox', { name: CELL })
  await expect(box).toHaveTextContent('选项一')
  await pick(box, '选项二')
  return '2'
})

export const ListMulti = typeStory('list_multi', '1', async (cell) => {
  // Fluent draws a multi-select's list as a menu of checkable items.
  await userEvent.click(await cell.findByRole('combobox', { name: CELL }))
  const menu = await screen().findByRole('menu')
  await userEvent.click(within(menu).getByRole('menuitemcheckbox', { name: '选项二' }))
  await userEvent.keyboard('{Escape}')
  return '1,2'
})

/** A select with allowSearch filters its options as typed. */
export const SelectAllowSearch = typeStory(
  'select',
  '1',
  async (cell) => {
    const box = await cell.findByRole('combobox', { name: CELL })
    await expect(box).toHaveValue('选项一')
    await userEvent.clear(box)
    await userEvent.type(box, '二')
    const listbox = await screen().findByRole('listbox')
    await waitFor(() => expect(within(listbox).getAllByRole('option')).toHaveLength(1))
    await userEvent.click(within(listbox).getByRole('option', { name: '选项二' }))
    return '2'
  },
  { allowSearch: true },
)

/** A select with allowInput keeps typed text that names no option, and stores an option typed by its text. */
export const SelectAllowInput = typeStory(
  'select',
  '',
  async (cell) => {
    const box = await cell.findByRole('combobox', { name: CELL })
    await userEvent.type(box, '海外仓自提')
    await userEvent.tab()
    await waitFor(() => expect(box).toHaveValue('海外仓自提'))
    return '海外仓自提'
  },
  { allowInput: true },
)

/** Not being edited, a multi-value cell shows one tag and how many more (spec §9: at most 1 tag). */
export const ListMultiShowsOneTag: Story = {
  args: {
    'aria-label': '包裹明细',
    alwaysEdit: false,
    columns: [{ key: 'v', title: TITLE, type: 'list_multi', options: optionList }],
    dataSource: [{ id: '1', v: '1,2' }],
  },
  play: async ({ canvasElement }) => {
    const element = grid(canvasElement)
    const cell = element.querySelector('[data-row-index="0"][data-key="v"]') as HTMLElement
    await waitFor(() => expect(cell).toHaveTextContent('选项一 +1'))
    await expect(cell.querySelectorAll('.fui-Tag')).toHaveLength(1)
    await expect(cell.querySelector('.fui-Tag')).toHaveAttribute('title', '选项一, 选项二')
  },
}

export const SelSearch = typeStory('sel_search', '', async (cell) => {
  const box = await cell.findByRole('combobox', { name: CELL })
  await userEvent.type(box, '二')
  const listbox = await screen().findByRole('listbox')
  await waitFor(() => expect(within(listbox).getAllByRole('option')).toHaveLength(1))
  await userEvent.click(within(listbox).getByRole('option', { name: '选项二' }))
  return '2'
})

/** A dictionary column without options searches loadDict (the table cell's 300 ms variant, a hint before typing). */
export const SelSearchFromDictionary: Story = {
  ...typeStory(
    'sel_search',
    'zhangwei',
    async (cell) => {
      const box = await cell.findByRole('combobox', { name: CELL })
      // The stored value shows its text, looked up through loadDictItem.
      await waitFor(() => expect(box).toHaveValue('张伟'))
      await userEvent.click(box)
      await userEvent.clear(box)
      const listbox = await screen().findByRole('listbox')
      await waitFor(() =>
        expect(within(listbox).getByRole('option', { name: 'please enter search content' })).toBeVisible(),
      )
      await userEvent.type(box, '王')
      await userEvent.click(await within(listbox).findByRole('option', { name: '王芳' }))
      return 'wangfang'
    },
    { dictCode: MOCK_USER_DICT, options: undefined },
  ),
  parameters: { msw: { handlers: [loadDictHandler(), loadDictItemHandler()] } },
}

/** Not being edited, a dictionary search cell shows the stored value's text. */
export const SelSearchFromDictionaryShowsText: Story = {
  args: {
    'aria-label': '包裹明细',
    columns: [{ key: 'v', title: TITLE, type: 'sel_search', dictCode: MOCK_USER_DICT }],
    dataSource: [{ id: '1', v: 'sunhao' }],
  },
  parameters: { msw: { handlers: [loadDictHandler(), loadDictItemHandler()] } },
  play: async ({ canvasElement }) => {
    await expect(await within(grid(canvasElement)).findByText('孙浩')).toBeVisible()
  },
}

/** A click-to-edit table with one picker column whose value is required; the cell by its column key. */
function pickerStory(
  type: string,
  value: string,
  play: (canvas: HTMLElement, cell: () => HTMLElement) => Promise<unknown>,
  column: Partial<EditableColumn> = {},
  alwaysEdit = false,
): Story {
  return {
    args: {
      'aria-label': '包裹明细',
      alwaysEdit,
      columns: [
        { key: 'v', title: TITLE, type, validateRules: [{ required: true, message: REQUIRED }], ...column },
      ],
      dataSource: [{ id: '1', v: value }],
    },
    play: async ({ canvasElement }) => {
      const cell = () =>
        grid(canvasElement).querySelector<HTMLElement>('[data-cell][data-key="v"]') as HTMLElement
      const expected = await play(canvasElement, cell)
      const result = await savedValues(canvasElement)
      await expect(result.values[0].v).toEqual(expected)
    },
  }
}

const REQUIRED = `请选择${TITLE}`

async function openedDialog(name: string) {
  const dialog = await screen().findByRole('dialog', { name })
  await animationsSettled(dialog.ownerDocument)
  return dialog
}

/** Waits for the modal to go and the table behind it to come back (it leaves aria-hidden). */
async function dialogClosed(canvas: HTMLElement) {
  await waitFor(() => expect(screen().queryByRole('dialog')).not.toBeInTheDocument())
  await within(canvas).findByRole('grid', { name: '包裹明细' })
}

/** A department of the modal's tree by its own title (a branch's name also holds its children's). */
function departItem(dialog: HTMLElement, title: string): HTMLElement {
  const found = within(dialog)
    .getAllByRole('treeitem')
    .find((el) => el.querySelector('.fui-TreeItemLayout__main')?.textContent === title)
  if (!found) throw new Error(`no department ${title}`)
  return found
}
const departRadio = (dialog: HTMLElement, title: string) =>
  within(departItem(dialog, title)).getAllByRole('radio')[0] as HTMLElement
const userBox = (dialog: HTMLElement, username: string) =>
  within(dialog).getByRole('checkbox', { name: `选择 ${username}` })

/**
 * sel_depart (JSelectDepart): the cell names the stored department; editing opens 选择部门, where 关闭 keeps the value
 * and 确定 stores the chosen department's id as one validated edit.
 */
export const SelDepart = pickerStory('sel_depart', 'd2', async (canvas, cell) => {
  await waitFor(() => expect(cell()).toHaveTextContent('海外仓储部'))
  await userEvent.click(cell())
  let dialog = await openedDialog('选择部门')
  await expect(dialog).toHaveStyle({ width: '500px' })
  await waitFor(() => expect(departRadio(dialog, '海外仓储部')).toBeChecked())
  await userEvent.click(departRadio(dialog, '报关事业部'))
  await userEvent.click(within(dialog).getByRole('button', { name: '关闭' }))
  await dialogClosed(canvas)
  await waitFor(() => expect(cell()).toHaveFocus())
  await expect(cell()).toHaveTextContent('海外仓储部')

  // Enter edits the focused cell again.
  await userEvent.keyboard('{Enter}')
  dialog = await openedDialog('选择部门')
  await userEvent.click(await waitFor(() => departRadio(dialog, '洛杉矶仓')))
  await userEvent.click(within(dialog).getByRole('button', { name: '确定' }))
  await dialogClosed(canvas)
  await waitFor(() => expect(cell()).toHaveTextContent('洛杉矶仓'))
  await expect(cell()).toHaveFocus()
  await expect(cell()).not.toHaveAttribute('aria-invalid')
  return 'd21'
})

/** sel_depart with `props.returnField: 'orgCode'`, always editing: the picker field names the org code it holds. */
export const SelDepartOrgCode = pickerStory(
  'sel_depart',
  'A01',
  async (canvas, cell) => {
    const field = within(cell()).getByRole('textbox', { name: CELL })
    await waitFor(() => expect(field).toHaveValue('总部运营部'))
    await userEvent.click(within(cell()).getByRole('button', { name: '选择部门' }))
    const dialog = await openedDialog('选择部门')
    await waitFor(() => expect(departRadio(dialog, '总部运营部')).toBeChecked())
    await userEvent.click(departRadio(dialog, '报关事业部'))
    await userEvent.click(within(dialog).getByRole('button', { name: '确定' }))
    await dialogClosed(canvas)
    await waitFor(() => expect(within(cell()).getByRole('textbox', { name: CELL })).toHaveValue('报关事业部'))
    return 'A03'
  },
  { props: { returnField: 'orgCode' } },
  true,
)

/**
 * sel_user (JSelectUserByDep): the cell shows real names, not usernames; editing opens 根据部门选择用户 with the
 * stored users chosen, Escape keeps the value, 确定 stores the usernames as one edit, and an empty choice fails its
 * required rule (and getValues with it).
 */
export const SelUser = pickerStory('sel_user', 'lina,zhaolei', async (canvas, cell) => {
  await waitFor(() => expect(cell()).toHaveTextContent('李娜,赵磊'))
  await userEvent.click(cell())
  let dialog = await openedDialog('根据部门选择用户')
  await expect(dialog.style.width).toBe('1250px')
  await within(dialog).findByText('1-10 共13条')
  await expect(userBox(dialog, 'lina')).toBeChecked()
  await expect(userBox(dialog, 'zhaolei')).toBeChecked()
  await userEvent.click(userBox(dialog, 'zhangwei'))
  await userEvent.keyboard('{Escape}')
  await dialogClosed(canvas)
  await waitFor(() => expect(cell()).toHaveFocus())
  await expect(cell()).toHaveTextContent('李娜,赵磊')

  await userEvent.keyboard('{Enter}')
  dialog = await openedDialog('根据部门选择用户')
  await within(dialog).findByText('1-10 共13条')
  await userEvent.click(userBox(dialog, 'zhaolei'))
  await userEvent.click(userBox(dialog, 'zhangwei'))
  await userEvent.click(within(dialog).getByRole('button', { name: '确定' }))
  await dialogClosed(canvas)
  await waitFor(() => expect(cell()).toHaveTextContent('李娜,张伟'))
  await expect(cell()).toHaveFocus()
  await expect((await savedValues(canvas)).values[0].v).toBe('lina,zhangwei')

  // Nothing chosen: the edit is checked at once against the required rule, and so is getValues.
  await userEvent.click(cell())
  dialog = await openedDialog('根据部门选择用户')
  await within(dialog).findByText('1-10 共13条')
  await userEvent.click(userBox(dialog, 'lina'))
  await userEvent.click(userBox(dialog, 'zhangwei'))
  await userEvent.click(within(dialog).getByRole('button', { name: '确定' }))
  await dialogClosed(canvas)
  await waitFor(() => expect(cell()).toHaveAttribute('aria-invalid', 'true'))
  await visibleTooltip(REQUIRED)
  await expect(await saved(canvas)).toBe(`校验未通过: ${REQUIRED}`)

  await userEvent.click(cell())
  dialog = await openedDialog('根据部门选择用户')
  await within(dialog).findByText('1-10 共13条')
  await userEvent.click(userBox(dialog, 'chenjing'))
  await userEvent.click(within(dialog).getByRole('button', { name: '确定' }))
  await dialogClosed(canvas)
  await waitFor(() => expect(cell()).toHaveTextContent('陈静'))
  await waitFor(() => expect(cell()).not.toHaveAttribute('aria-invalid'))
  return 'chenjing'
})

/** sel_user with `props.multiple: false` and `props.returnId`: radios, and the user's id is stored. */
export const SelUserById = pickerStory(
  'sel_user',
  'u1',
  async (canvas, cell) => {
    await waitFor(() => expect(cell()).toHaveTextContent('管理员'))
    await userEvent.click(cell())
    const dialog = await openedDialog('根据部门选择用户')
    await within(dialog).findByText('1-10 共13条')
    await expect(within(dialog).getByRole('radio', { name: '选择 admin' })).toBeChecked()
    await userEvent.click(within(dialog).getByRole('radio', { name: '选择 wangfang' }))
    await userEvent.click(within(dialog).getByRole('button', { name: '确定' }))
    await dialogClosed(canvas)
    await waitFor(() => expect(cell()).toHaveTextContent('王芳'))
    return 'u3'
  },
  { props: { multiple: false, returnId: true } },
)

export const DateType = typeStory('date', '2024-05-01', async (cell) => {
  const box = await cell.findByLabelText(CELL)
  await expect(box).toHaveValue('2024-05-01')
  await retype(box, '2026-11-23')
  return '2026-11-23'
})

export const DateTime = typeStory('datetime', '2024-05-01 08:30:00', async (cell) => {
  // Stored with a space (YYYY-MM-DD HH:mm:ss), shown by the browser's picker with a T.
  await expect(((await cell.findByLabelText(CELL)) as HTMLInputElement).value).toMatch(/^2024-05-01T08:30/)
  return '2024-05-01 08:30:00'
})

export const InputPop = typeStory('input_pop', '短', async (cell) => {
  await userEvent.click(await cell.findByRole('button', { name: `${CELL} 展开编辑` }))
  const popup = await screen().findByRole('dialog')
  const area = within(popup).getByRole('textbox', { name: CELL })
  // The larger text box is 300 x 210 (spec §9).
  const box = (area.closest('.fui-Textarea') as HTMLElement).getBoundingClientRect()
  await expect([box.width, box.height]).toEqual([300, 210])
  await retype(area, '海关查验，需补充发票和装箱单')
  await userEvent.keyboard('{Escape}')
  return '海关查验，需补充发票和装箱单'
})

export const Upload = typeStory('upload', 'temp/报关单_1700000000000.pdf', async (cell) => {
  await expect(await cell.findByRole('img', { name: '上传完成' })).toBeVisible()
  return 'temp/报关单_1700000000000.pdf'
})

/** allowDownload and allowRemove false take 下载 and 删除 out of the cell's file menu (spec §5). */
export const UploadWithoutDownloadOrRemove = typeStory(
  'upload',
  'temp/报关单_1700000000000.pdf',
  async (cell) => {
    await userEvent.click(await cell.findByRole('button', { name: '文件操作' }))
    const menu = await screen().findByRole('menu')
    // The menu fades in.
    await waitFor(() => expect(within(menu).getByRole('menuitem', { name: '更多' })).toBeVisible())
    await expect(within(menu).queryByRole('menuitem', { name: '下载' })).not.toBeInTheDocument()
    await expect(within(menu).queryByRole('menuitem', { name: '删除' })).not.toBeInTheDocument()
    await userEvent.keyboard('{Escape}')
    await waitFor(() => expect(screen().queryByRole('menu')).not.toBeInTheDocument())
    return 'temp/报关单_1700000000000.pdf'
  },
  { allowDownload: false, allowRemove: false },
)

export const File = typeStory('file', '', async (cell) => {
  await expect(await cell.findByRole('button', { name: `上传文件 ${CELL}` })).toBeVisible()
  return ''
})

export const Image = typeStory('image', 'temp/a.png', async (cell) => {
  await expect(await cell.findByRole('img', { name: '上传完成' })).toBeVisible()
  return 'temp/a.png'
})

const popupColumns: EditableColumn[] = [
  {
    key: 'v',
    title: TITLE,
    type: 'popup',
    popupCode: 'report_user',
    orgFields: 'username,realname',
    destFields: 'v,name',
  },
  { key: 'name', title: '姓名', type: 'input' },
]

/** A popup cell picking through the real report modal (MSW), its dest fields written to the row. */
function popupStory(
  columns: EditableColumn[],
  play: (canvas: HTMLElement, cell: Cell) => Promise<void>,
  alwaysEdit = true,
): Story {
  return {
    args: {
      'aria-label': '包裹明细',
      alwaysEdit,
      columns,
      dataSource: [{ id: '1', v: 'admin', name: '管理员' }],
    },
    parameters: { msw: { handlers: [staticFileHandler(), ...popupReportHandlers()] } },
    play: async ({ canvasElement }) => play(canvasElement, within(grid(canvasElement))),
  }
}

/** Picks `username` in the open report modal, confirms, and waits until the page behind is usable again. */
async function pickInReport(canvas: HTMLElement, username: string) {
  // The title is the report's name, known once its columns have loaded.
  const dialog = await screen().findByRole('dialog', { name: '用户选择' }, { timeout: 5000 })
  await userEvent.click((await within(dialog).findByText(username)).closest('tr') as HTMLElement)
  await userEvent.click(within(dialog).getByRole('button', { name: '确定' }))
  await waitFor(() => expect(dialog).not.toBeInTheDocument())
  await within(canvas).findByRole('button', { name: '保存' })
}

export const Popup = popupStory(popupColumns, async (canvas, cell) => {
  const box = await cell.findByRole('textbox', { name: CELL })
  await expect(box).toHaveValue('admin')
  await userEvent.click(cell.getByRole('button', { name: '选择' }))
  await pickInReport(canvas, 'lina')
  // One pick fills the cell and the row's other dest field.
  await waitFor(() => expect(box).toHaveValue('lina'))
  await expect(cell.getByRole('textbox', { name: '姓名 第1行' })).toHaveValue('李娜')
  const result = await savedValues(canvas)
  await expect(result.values[0]).toMatchObject({ id: '1', v: 'lina', name: '李娜' })
})

export const PopupByKeyboard = popupStory(
  popupColumns,
  async (canvas, cell) => {
    // Click-to-edit: Enter edits the cell, Enter again (in the picker's box) opens the report.
    const gridCell = (await cell.findByText('admin')).closest('[role="gridcell"]') as HTMLElement
    gridCell.focus()
    await userEvent.keyboard('{Enter}')
    await waitFor(() => expect(cell.getByRole('textbox', { name: CELL })).toHaveFocus())
    await userEvent.keyboard('{Enter}')
    await pickInReport(canvas, 'wangfang')
    const result = await savedValues(canvas)
    await expect(result.values[0]).toMatchObject({ v: 'wangfang', name: '王芳' })
  },
  false,
)

export const PopupDestFieldsValidated = popupStory(
  [
    popupColumns[0],
    {
      ...popupColumns[1],
      // biome-ignore lint/suspicious/noTemplateCurlyInString: JeecgBoot's ${title} placeholder
      validateRules: [{ pattern: 's', message: '${title}只能是字母' }],
    },
  ],
  async (canvas, cell) => {
    await userEvent.click(await cell.findByRole('button', { name: '选择' }))
    await pickInReport(canvas, 'lina')
    // The dest field is checked on the pick, like a typed edit.
    const name = cell.getByRole('textbox', { name: '姓名 第1行' })
    await waitFor(() => expect(name.closest('[role="gridcell"]')).toHaveAttribute('aria-invalid', 'true'))
    await expect(await saved(canvas)).toContain('校验未通过')
  },
)

export const Radio = typeStory('radio', '1', async (cell) => {
  const group = await cell.findByRole('radiogroup', { name: CELL })
  await userEvent.click(within(group).getByRole('radio', { name: '选项二' }))
  return '2'
})

export const CheckboxMeta = typeStory('checkbox_meta', '2', async (cell) => {
  const group = await cell.findByRole('group', { name: CELL })
  await userEvent.click(within(group).getByRole('checkbox', { name: '选项一' }))
  // Kept in the options' order, comma-separated.
  return '1,2'
})

export const Slot = typeStory(
  'slot',
  3,
  async (cell) => {
    await userEvent.click(await cell.findByRole('button', { name: '3 件，加一' }))
    await expect(cell.getByRole('button', { name: '4 件，加一' })).toBeVisible()
    return 4
  },
  {
    slot: ({ value, setValue }) => (
      <Button size="small" onClick={() => setValue(Number(value) + 1)}>
        {`${String(value)} 件，加一`}
      </Button>
    ),
  },
)

export const Hidden = typeStory('hidden', 'secret', async (cell) => {
  // Not drawn, but the value travels with the row.
  await expect(cell.queryByRole('columnheader', { name: TITLE })).not.toBeInTheDocument()
  return 'secret'
})

export const Normal = typeStory('normal', '只读', async (cell) => {
  await expect(await cell.findByText('只读')).toBeVisible()
  await expect(cell.queryByRole('textbox', { name: CELL })).not.toBeInTheDocument()
  return '只读'
})

export const Switch = typeStory('switch', 'N', async (cell) => {
  await userEvent.click(await cell.findByRole('switch', { name: CELL }))
  return 'Y'
})
