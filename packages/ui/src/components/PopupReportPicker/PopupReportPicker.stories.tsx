import { Field, Input } from '@fluentui/react-components'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { expect, fn, userEvent, waitFor, within } from 'storybook/test'
import { MOCK_POPUP_ROWS, popupReportHandlers } from '../../mocks'
import { screen, settled, visible, withPortico } from '../../test-support/storyDecorators'
import { PopupReportPicker } from './PopupReportPicker'
import type { PopupReportPickerProps } from './PopupReportPicker.types'
import type { PopupFieldValues } from './popupReportRules'

/** A form whose 负责人 popup also fills 姓名 and 电话 (orgFields → destFields). */
function PopupForm(props: PopupReportPickerProps) {
  const [form, setForm] = useState<PopupFieldValues>({ owner: props.value ?? '' })
  return (
    <>
      <Field label="负责人">
        <PopupReportPicker
          {...props}
          value={form.owner}
          onChange={(value, fields, rows) => {
            setForm((current) => ({ ...current, ...fields }))
            props.onChange?.(value, fields, rows)
          }}
        />
      </Field>
      <Field label="姓名">
        <Input readOnly value={form.ownerName ?? ''} />
      </Field>
      <Field label="电话">
        <Input readOnly value={form.ownerPhone ?? ''} />
      </Field>
    </>
  )
}

/** Paths of the report requests a story made (reset before each story). */
const requests: string[] = []
const counted = popupReportHandlers({ onRequest: (url) => requests.push(url.pathname) })
const count = (part: string) => requests.filter((path) => path.includes(part)).length

const meta = {
  title: 'UI/Pickers/PopupReportPicker',
  component: PopupReportPicker,
  decorators: [withPortico()],
  args: {
    code: 'report_user',
    orgFields: 'username,realname,phone',
    destFields: 'owner,ownerName,ownerPhone',
    field: 'owner',
    onChange: fn(),
  },
  beforeEach: () => {
    requests.length = 0
  },
  render: (args) => <PopupForm {...args} />,
  parameters: { msw: { handlers: counted } },
} satisfies Meta<typeof PopupReportPicker>

export default meta
type Story = StoryObj<typeof meta>

const row = (username: string) => MOCK_POPUP_ROWS.find((r) => r.username === username)!
const field = (root: HTMLElement, label = '负责人') => within(root).getByRole('textbox', { name: label })
const rowOf = (dialog: HTMLElement, text: string) =>
  within(dialog).getByText(text).closest('tr') as HTMLElement

async function openModal(root: HTMLElement) {
  await userEvent.click(await within(root).findByRole('button', { name: '选择' }))
  // The title is the report's name, known once its columns have loaded.
  const dialog = await screen().findByRole('dialog', { name: '用户选择' }, { timeout: 5000 })
  await settled(dialog)
  await within(dialog).findByText('1-10 共13条')
  await within(dialog).findByText('admin')
  return dialog
}

async function closeModal(root: HTMLElement, dialog: HTMLElement) {
  await userEvent.click(within(dialog).getByRole('button', { name: '关闭' }))
  await waitFor(() => expect(dialog).not.toBeInTheDocument())
  // The page behind leaves aria-hidden before it can be used again.
  await within(root).findByRole('button', { name: '选择' })
}

export const OpensTheReport: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openModal(canvasElement)
    await expect(dialog.style.width).toBe('1200px')
    const table = within(dialog).getByRole('table', { name: '用户选择' })
    for (const title of ['账号', '姓名', '性别', '手机号', '部门'])
      await expect(within(table).getByRole('columnheader', { name: title })).toBeVisible()
    // The sex column shows its dictionary's text, not 1 / 2.
    await expect(within(rowOf(dialog, 'lina')).getByText('女')).toBeVisible()
    await expect(within(rowOf(dialog, 'zhangwei')).getByText('男')).toBeVisible()
    // Single select by default: radios.
    await expect(within(dialog).getByRole('radio', { name: '选择 lina' })).not.toBeChecked()
  },
}

export const QueriesIncludingHiddenItems: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openModal(canvasElement)
    const form = within(dialog)
    await userEvent.type(form.getByRole('textbox', { name: '姓名' }), '李{Enter}')
    await form.findByText('1-1 共1条')
    await expect(form.getByText('lina')).toBeVisible()
    // Hidden items (性别, 手机号, 创建时间) show only once the form is expanded.
    await expect(form.queryByRole('combobox', { name: '性别' })).not.toBeInTheDocument()
    const toggle = form.getByRole('button', { name: '展开' })
    await expect(toggle).toHaveAttribute('aria-expanded', 'false')
    await userEvent.click(toggle)
    await expect(form.getByRole('button', { name: '收起' })).toHaveAttribute('aria-expanded', 'true')
    await userEvent.click(form.getByRole('button', { name: '重置' }))
    await form.findByText('1-10 共13条')
    await expect(form.getByRole('textbox', { name: '姓名' })).toHaveValue('')
    await userEvent.selectOptions(form.getByRole('combobox', { name: '性别' }), '女')
    await userEvent.click(form.getByRole('button', { name: '查询' }))
    await form.findByText('1-6 共6条')
    // A range item: 创建时间开始 ~ 创建时间结束, sent as create_time_begin / create_time_end.
    const range = form.getByRole('group', { name: '创建时间' })
    await userEvent.type(within(range).getByLabelText('创建时间开始'), '2025-01-05 00:00{Tab}')
    await userEvent.type(within(range).getByLabelText('创建时间结束'), '2025-01-09 23:59{Tab}')
    await userEvent.click(form.getByRole('button', { name: '查询' }))
    await form.findByText('1-3 共3条')
    for (const username of ['chenjing', 'yangli', 'huangmin'])
      await expect(form.getByText(username)).toBeVisible()
    await userEvent.click(form.getByRole('button', { name: '收起' }))
    await expect(form.queryByRole('combobox', { name: '性别' })).not.toBeInTheDocument()
  },
}

export const PagesOnTheServer: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openModal(canvasElement)
    await userEvent.click(within(dialog).getByRole('button', { name: '第 2 页' }))
    // The range shows at once; the rows follow.
    for (const username of ['wuqiang', 'xuhui', 'sunhao'])
      await expect(await within(dialog).findByText(username)).toBeVisible()
    await expect(within(dialog).getByText('11-13 共13条')).toBeVisible()
    await expect(within(dialog).queryByText('admin')).not.toBeInTheDocument()
  },
}

export const SinglePickFillsTheMappedFields: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = await openModal(canvasElement)
    await userEvent.click(rowOf(dialog, 'zhangwei'))
    await userEvent.click(rowOf(dialog, 'lina'))
    // A single select replaces the choice.
    await expect(within(dialog).getByRole('radio', { name: '选择 zhangwei' })).not.toBeChecked()
    await expect(within(dialog).getByRole('radio', { name: '选择 lina' })).toBeChecked()
    await userEvent.click(within(dialog).getByRole('button', { name: '确定' }))
    await expect(args.onChange).toHaveBeenCalledWith(
      'lina',
      { owner: 'lina', ownerName: '李娜', ownerPhone: '13812345603' },
      [row('lina')],
    )
    await waitFor(() => expect(field(canvasElement)).toHaveValue('lina'))
    await expect(field(canvasElement, '姓名')).toHaveValue('李娜')
    await expect(field(canvasElement, '电话')).toHaveValue('13812345603')
    // 清空 empties every dest field.
    await userEvent.click(within(canvasElement).getByRole('button', { name: '清空' }))
    await expect(args.onChange).toHaveBeenLastCalledWith('', { owner: '', ownerName: '', ownerPhone: '' }, [])
    await waitFor(() => expect(field(canvasElement, '姓名')).toHaveValue(''))
  },
}

export const MultiPickTogglesARepeatedPickOff: Story = {
  args: { multiple: true },
  play: async ({ canvasElement, args }) => {
    const dialog = await openModal(canvasElement)
    await userEvent.click(rowOf(dialog, 'zhangwei'))
    await userEvent.click(rowOf(dialog, 'lina'))
    await userEvent.click(rowOf(dialog, 'zhangwei'))
    await userEvent.click(within(dialog).getByRole('checkbox', { name: '选择 wangfang' }))
    await expect(within(dialog).getByRole('checkbox', { name: '选择 zhangwei' })).not.toBeChecked()
    await userEvent.click(within(dialog).getByRole('button', { name: '确定' }))
    await expect(args.onChange).toHaveBeenCalledWith(
      'lina,wangfang',
      { owner: 'lina,wangfang', ownerName: '李娜,王芳', ownerPhone: '13812345603,13812345602' },
      [row('lina'), row('wangfang')],
    )
    await waitFor(() => expect(field(canvasElement)).toHaveValue('lina,wangfang'))
    await expect(field(canvasElement, '姓名')).toHaveValue('李娜,王芳')
  },
}

export const ConfirmNeedsARow: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = await openModal(canvasElement)
    await userEvent.click(within(dialog).getByRole('button', { name: '确定' }))
    await visible(within(dialog).findByRole('alert'))
    await expect(within(dialog).getByRole('alert')).toHaveTextContent('请选择一条记录')
    await expect(args.onChange).not.toHaveBeenCalled()
    await expect(dialog).toBeInTheDocument()
    await userEvent.click(rowOf(dialog, 'admin'))
    await expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument()
    await userEvent.click(within(dialog).getByRole('button', { name: '确定' }))
    await expect(args.onChange).toHaveBeenCalledTimes(1)
    await waitFor(() => expect(field(canvasElement)).toHaveValue('admin'))
  },
}

export const MissingConfiguration: Story = {
  args: { destFields: undefined },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent('popup参数未正确配置!')
    await expect(within(canvasElement).queryByRole('button', { name: '选择' })).not.toBeInTheDocument()
    await expect(requests).toEqual([])
  },
}

export const UnequalFieldCounts: Story = {
  args: { destFields: 'owner,ownerName' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(
      'popup参数未正确配置,原始值和目标值数量不一致!',
    )
    await expect(within(canvasElement).queryByRole('button', { name: '选择' })).not.toBeInTheDocument()
  },
}

export const UnknownReport: Story = {
  args: { code: 'nope' },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: '选择' }))
    const dialog = await screen().findByRole('dialog')
    await visible(within(dialog).findByText('报表不存在'))
    await expect(within(dialog).getByRole('button', { name: '重试' })).toBeVisible()
    await settled(dialog)
  },
}

export const SharesAnswersWithinAGroup: Story = {
  args: { groupId: 'parcel-form' },
  play: async ({ canvasElement }) => {
    let dialog = await openModal(canvasElement)
    await expect([count('getRpColumns'), count('getQueryInfo'), count('getData')]).toEqual([1, 1, 1])
    await closeModal(canvasElement, dialog)
    // Opened again within 30 s: columns, query items and the same page come from the group's cache.
    dialog = await openModal(canvasElement)
    await expect([count('getRpColumns'), count('getQueryInfo'), count('getData')]).toEqual([1, 1, 1])
    // Another page is another request (then kept as well).
    await userEvent.click(within(dialog).getByRole('button', { name: '第 2 页' }))
    await within(dialog).findByText('sunhao')
    await expect(count('getData')).toBe(2)
    await userEvent.click(within(dialog).getByRole('button', { name: '第 1 页' }))
    await within(dialog).findByText('admin')
    await expect(count('getData')).toBe(2)
  },
}

export const LoadsAgainWithoutAGroup: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openModal(canvasElement)
    await closeModal(canvasElement, dialog)
    await openModal(canvasElement)
    await expect([count('getRpColumns'), count('getQueryInfo'), count('getData')]).toEqual([2, 2, 2])
  },
}
