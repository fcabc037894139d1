import { Button } from '@fluentui/react-components'
import { loadTreeDataHandler } from '@portico/ui/mocks'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fireEvent, fn, userEvent, waitFor, within } from 'storybook/test'
import type { SuperQueryResult } from '../../core/condition.types'
import { QUERY_RULES } from '../../core/rules'
import { parseSuperQueryParams } from '../../core/superQueryParams'
import { dictItemsHandler } from '../../mocks'
import { savedQueryKey } from '../../store/localStorageQueryStore'
import { openedDialog, screen, USER_FIELDS, withPortico } from '../../test-support/storyHelpers'
import type { ValueEditorProps } from '../editors/valueEditor.types'
import { SuperQueryDialog } from './SuperQueryDialog'

const SAVE_CODE = 'stories/super-query'

const meta = {
  title: 'QueryBuilder/SuperQueryDialog',
  component: SuperQueryDialog,
  decorators: [withPortico],
  args: {
    open: true,
    fields: USER_FIELDS,
    saveCode: SAVE_CODE,
    onOpenChange: fn(),
    onSearch: fn(),
    onReset: fn(),
  },
  parameters: { msw: { handlers: [dictItemsHandler()] } },
  beforeEach: () => localStorage.removeItem(savedQueryKey(SAVE_CODE)),
} satisfies Meta<typeof SuperQueryDialog>

export default meta
type Story = StoryObj<typeof meta>

const dialog = () => openedDialog('高级查询构造器')

/** The last search: its match type and the conditions as the server would read them back. */
function lastSearch(onSearch: unknown) {
  const calls = (onSearch as ReturnType<typeof fn>).mock.calls
  const result = calls[calls.length - 1][0] as SuperQueryResult
  return {
    matchType: result.params.superQueryMatchType,
    conditions: parseSuperQueryParams(result.params.superQueryParams),
  }
}

async function fillRow(view: ReturnType<typeof within>, position: number, field: string, value?: string) {
  await userEvent.selectOptions(view.getByRole('combobox', { name: `字段 ${position}` }), field)
  if (value !== undefined) await userEvent.type(view.getByLabelText(`值 ${position}`), value)
}

export const EachRule: Story = {
  play: async ({ args }) => {
    const surface = await dialog()
    await expect(surface.offsetWidth).toBe(1000)
    const view = within(surface)
    await fillRow(view, 1, '姓名', '张')
    const rule = view.getByRole('combobox', { name: '规则 1' })
    for (const { value, label } of QUERY_RULES) {
      await userEvent.selectOptions(rule, label)
      await expect(rule).toHaveDisplayValue(label)
      await userEvent.click(view.getByRole('button', { name: '查询' }))
      await expect(lastSearch(args.onSearch).conditions).toEqual([
        { field: 'realname', rule: value, val: '张', type: 'string' },
      ])
    }
    await expect(args.onSearch).toHaveBeenCalledTimes(QUERY_RULES.length)
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false)
  },
}

export const MatchTypes: Story = {
  play: async ({ args }) => {
    const view = within(await dialog())
    await fillRow(view, 1, '姓名', '张')
    await userEvent.click(view.getByRole('button', { name: '新增条件 1' }))
    await fillRow(view, 2, '年龄', '30')
    const matchType = view.getByRole('combobox', { name: '过滤条件匹配' })
    await expect(matchType).toHaveDisplayValue('AND（所有条件都要求匹配）')
    await userEvent.click(view.getByRole('button', { name: '查询' }))
    await expect(lastSearch(args.onSearch)).toEqual({
      matchType: 'and',
      conditions: [
        { field: 'realname', rule: 'eq', val: '张', type: 'string' },
        { field: 'age', rule: 'eq', val: '30', type: 'int' },
      ],
    })
    await userEvent.selectOptions(matchType, 'OR（条件中的任意一个匹配）')
    await userEvent.click(view.getByRole('button', { name: '删除条件 1' }))
    await userEvent.click(view.getByRole('button', { name: '查询' }))
    await expect(lastSearch(args.onSearch)).toEqual({
      matchType: 'or',
      conditions: [{ field: 'age', rule: 'eq', val: '30', type: 'int' }],
    })
  },
}

export const EmptyConditions: Story = {
  play: async ({ args }) => {
    const view = within(await dialog())
    await userEvent.click(view.getByRole('button', { name: '查询' }))
    await waitFor(() => expect(view.getByText('不能查询空条件')).toBeVisible())
    // A field without a value is still empty.
    await fillRow(view, 1, '姓名')
    await userEvent.click(view.getByRole('button', { name: '保存查询条件' }))
    await waitFor(() => expect(view.getByText('空条件不能保存')).toBeVisible())
    await expect(args.onSearch).not.toHaveBeenCalled()
    await userEvent.type(view.getByRole('textbox', { name: '值 1' }), '张')
    await userEvent.click(view.getByRole('button', { name: '保存查询条件' }))
    const prompt = within(await openedDialog('请输入保存的名称'))
    await userEvent.type(prompt.getByRole('textbox', { name: '名称' }), '   ')
    await userEvent.click(prompt.getByRole('button', { name: '确定' }))
    await expect(await prompt.findByText('保存名称不能为空')).toBeVisible()
    await expect(localStorage.getItem(savedQueryKey(SAVE_CODE))).toBeNull()
  },
}

async function saveAs(view: ReturnType<typeof within>, name: string) {
  await userEvent.click(view.getByRole('button', { name: '保存查询条件' }))
  const prompt = within(await openedDialog('请输入保存的名称'))
  await userEvent.type(prompt.getByRole('textbox', { name: '名称' }), `${name}{Enter}`)
}

export const SaveOverwriteAndDelete: Story = {
  play: async ({ args }) => {
    const view = within(await dialog())
    const panel = within(view.getByRole('region', { name: '保存的查询' }))
    await expect(panel.getByText('没有保存任何查询')).toBeVisible()
    await fillRow(view, 1, '姓名', '张')
    await userEvent.selectOptions(view.getByRole('combobox', { name: '规则 1' }), '包含')
    await saveAs(view, '常用')
    await expect(await panel.findByRole('button', { name: '常用' })).toBeVisible()
    await waitFor(() => expect(view.getByText('保存成功')).toBeVisible())

    // Same name again: asks, then overwrites in place.
    const value = view.getByRole('textbox', { name: '值 1' })
    await userEvent.clear(value)
    await userEvent.type(value, '李')
    await saveAs(view, '常用')
    const overwrite = within(await openedDialog('名称已存在，是否覆盖？', 'alertdialog'))
    await userEvent.click(overwrite.getByRole('button', { name: '确定' }))
    await waitFor(() => expect(screen().queryByRole('alertdialog')).not.toBeInTheDocument())
    await waitFor(() =>
      expect(JSON.parse(localStorage.getItem(savedQueryKey(SAVE_CODE)) ?? '[]')).toEqual([
        {
          title: '常用',
          matchType: 'and',
          records: [{ field: 'realname', rule: 'like', val: '李', type: 'string' }],
        },
      ]),
    )
    // Focus comes back into the dialog (keyboard users keep their place).
    await waitFor(() => expect(view.getByRole('button', { name: '保存查询条件' })).toHaveFocus())
    await expect(panel.getAllByRole('listitem')).toHaveLength(1)

    // 重置 clears the rows; clicking the saved entry loads it back.
    await userEvent.click(view.getByRole('button', { name: '重置' }))
    await expect(args.onReset).toHaveBeenCalled()
    await expect(view.getByRole('textbox', { name: '值 1' })).toHaveValue('')
    await userEvent.click(panel.getByRole('button', { name: '常用' }))
    await expect(view.getByRole('textbox', { name: '值 1' })).toHaveValue('李')
    await expect(view.getByRole('combobox', { name: '规则 1' })).toHaveDisplayValue('包含')

    // Deleting asks first; 取消 keeps it, 确定 removes it.
    await userEvent.click(panel.getByRole('button', { name: '删除 常用' }))
    const askCancel = within(await openedDialog('确定要删除吗？', 'alertdialog'))
    await userEvent.click(askCancel.getByRole('button', { name: '取消' }))
    await expect(await panel.findByRole('button', { name: '常用' })).toBeVisible()
    await userEvent.click(panel.getByRole('button', { name: '删除 常用' }))
    const ask = within(await openedDialog('确定要删除吗？', 'alertdialog'))
    await userEvent.click(ask.getByRole('button', { name: '确定' }))
    await expect(await panel.findByText('没有保存任何查询')).toBeVisible()
    await waitFor(() => expect(view.getByRole('button', { name: '保存查询条件' })).toHaveFocus())
    await expect(JSON.parse(localStorage.getItem(savedQueryKey(SAVE_CODE)) ?? '')).toEqual([])
    await expect(view.getByText('删除成功')).toBeVisible()
  },
}

export const DictionaryInReducesToFirst: Story = {
  play: async ({ args }) => {
    const view = within(await dialog())
    await fillRow(view, 1, '性别')
    await userEvent.selectOptions(view.getByRole('combobox', { name: '规则 1' }), '在...中')
    await userEvent.click(view.getByRole('combobox', { name: '值 1' }))
    // Fluent's multi-select listbox is a menu of checkable items.
    const menu = within(await screen().findByRole('menu'))
    await userEvent.click(await menu.findByRole('menuitemcheckbox', { name: '男' }))
    await userEvent.click(menu.getByRole('menuitemcheckbox', { name: '女' }))
    await expect(menu.getByRole('menuitemcheckbox', { name: '女' })).toHaveAttribute('aria-checked', 'true')
    await userEvent.keyboard('{Escape}')
    await expect(view.getByRole('combobox', { name: '值 1' })).toHaveTextContent('男、女')
    await userEvent.click(view.getByRole('button', { name: '查询' }))
    await expect(lastSearch(args.onSearch).conditions).toEqual([
      { field: 'sex', rule: 'in', val: '1,2', type: 'list', dictCode: 'sex' },
    ])
    await userEvent.selectOptions(view.getByRole('combobox', { name: '规则 1' }), '等于')
    await expect(view.getByRole('combobox', { name: '值 1' })).toHaveTextContent('男')
    await userEvent.click(view.getByRole('button', { name: '查询' }))
    await expect(lastSearch(args.onSearch).conditions).toEqual([
      { field: 'sex', rule: 'eq', val: '1', type: 'list', dictCode: 'sex' },
    ])
  },
}

export const DateAndTimeValues: Story = {
  play: async ({ args }) => {
    const view = within(await dialog())
    // Dates are typed into their pickers; the time is the browser's time input.
    const add = async (position: number, field: string, input: string, typed = true) => {
      if (position > 1) await userEvent.click(view.getByRole('button', { name: `新增条件 ${position - 1}` }))
      await userEvent.selectOptions(view.getByRole('combobox', { name: `字段 ${position}` }), field)
      const box = view.getByLabelText(`值 ${position}`)
      if (!typed) return fireEvent.change(box, { target: { value: input } })
      await userEvent.type(box, input)
      await userEvent.tab()
    }
    await add(1, '生日', '2024-05-01')
    await add(2, '创建时间', '2024-05-01 8:30:05')
    await add(3, '上班时间', '08:30', false)
    await userEvent.click(view.getByRole('button', { name: '查询' }))
    await expect(lastSearch(args.onSearch).conditions).toEqual([
      { field: 'birthday', rule: 'eq', val: '2024-05-01', type: 'date' },
      { field: 'createTime', rule: 'eq', val: '2024-05-01 08:30:05', type: 'datetime' },
      { field: 'workStart', rule: 'eq', val: '08:30:00', type: 'time' },
    ])
  },
}

/** A stand-in for a picker an app registers by field type (as the user picker of @portico/ui will). */
function PickAdmin({ onChange, value, 'aria-label': label }: ValueEditorProps) {
  return (
    <span>
      <output aria-label={label}>{value}</output>
      <Button onClick={() => onChange('admin')}>选择用户</Button>
    </span>
  )
}

export const CustomEditorByType: Story = {
  args: {
    fields: [...USER_FIELDS, { value: 'createBy', text: '创建人', type: 'sel_user' }],
    editors: { sel_user: PickAdmin },
  },
  play: async ({ args }) => {
    const view = within(await dialog())
    await fillRow(view, 1, '创建人')
    await userEvent.click(view.getByRole('button', { name: '选择用户' }))
    await expect(view.getByRole('status', { name: '值 1' })).toHaveTextContent('admin')
    await userEvent.click(view.getByRole('button', { name: '查询' }))
    await expect(lastSearch(args.onSearch).conditions).toEqual([
      { field: 'createBy', rule: 'eq', val: 'admin', type: 'sel_user' },
    ])
  },
}

/** A tree dictionary field (sel_tree) uses @portico/ui's tree select; children load as a branch opens. */
export const TreeDictionaryField: Story = {
  args: {
    fields: [
      { value: 'departId', text: '所属部门', type: 'sel_tree', dictCode: 'sys_depart,depart_name,id' },
    ],
  },
  parameters: { msw: { handlers: [dictItemsHandler(), loadTreeDataHandler()] } },
  play: async ({ args }) => {
    const view = within(await dialog())
    await userEvent.selectOptions(view.getByRole('combobox', { name: '字段 1' }), '所属部门')
    await userEvent.click(view.getByRole('button', { name: /^值 1 / }))
    const tree = await screen().findByRole('tree', { name: '值 1' })
    await userEvent.click(await within(tree).findByText('海外仓储部'))
    const leaf = await within(tree).findByRole('treeitem', { name: /^海外仓储部-法兰克福仓/ })
    await userEvent.click(within(leaf).getByRole('radio'))
    await waitFor(() => expect(screen().queryByRole('tree')).not.toBeInTheDocument())
    await userEvent.click(view.getByRole('button', { name: '查询' }))
    await expect(lastSearch(args.onSearch).conditions).toEqual([
      { field: 'departId', rule: 'eq', val: 'd22', type: 'sel_tree', dictCode: 'sys_depart,depart_name,id' },
    ])
  },
}
