import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, waitFor, within } from 'storybook/test'
import { parseSuperQueryParams } from '../../core/superQueryParams'
import { dictItemsHandler } from '../../mocks'
import { openedDialog, screen, USER_FIELDS, withPortico } from '../../test-support/storyHelpers'
import { SuperQuery } from './SuperQuery'

const meta = {
  title: 'QueryBuilder/SuperQuery',
  component: SuperQuery,
  decorators: [withPortico],
  args: { fields: USER_FIELDS, saveCode: 'stories/super-query-trigger', onChange: fn() },
  parameters: { msw: { handlers: [dictItemsHandler()] } },
} satisfies Meta<typeof SuperQuery>

export default meta
type Story = StoryObj<typeof meta>

export const ApplyAndClearByKeyboard: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.queryByRole('button', { name: '清空' })).not.toBeInTheDocument()
    await userEvent.tab()
    await expect(canvas.getByRole('button', { name: '高级查询' })).toHaveFocus()
    await userEvent.keyboard('{Enter}')
    await openedDialog('高级查询构造器')
    // Escape closes without applying anything.
    await userEvent.keyboard('{Escape}')
    await waitFor(() => expect(screen().queryByRole('dialog')).not.toBeInTheDocument())
    await expect(args.onChange).not.toHaveBeenCalled()

    await userEvent.click(await canvas.findByRole('button', { name: '高级查询' }))
    const again = within(await openedDialog('高级查询构造器'))
    await userEvent.selectOptions(again.getByRole('combobox', { name: '字段 1' }), '姓名')
    await userEvent.type(again.getByRole('textbox', { name: '值 1' }), '张')
    await userEvent.click(again.getByRole('button', { name: '查询' }))
    await waitFor(() => expect(screen().queryByRole('dialog')).not.toBeInTheDocument())
    const call = (args.onChange as ReturnType<typeof fn>).mock.calls[0][0]
    await expect(parseSuperQueryParams(call.params.superQueryParams)).toEqual([
      { field: 'realname', rule: 'eq', val: '张', type: 'string' },
    ])

    // Active: the tooltip says so and 清空 drops the query.
    const trigger = await canvas.findByRole('button', { name: '高级查询' })
    await userEvent.hover(trigger)
    await waitFor(() => expect(trigger).toHaveAccessibleDescription('已有高级查询条件生效'))
    await userEvent.unhover(trigger)
    await userEvent.click(canvas.getByRole('button', { name: '清空' }))
    await expect(args.onChange).toHaveBeenLastCalledWith(null)
    await expect(canvas.queryByRole('button', { name: '清空' })).not.toBeInTheDocument()

    // Reopening after 清空 starts empty.
    await userEvent.click(await canvas.findByRole('button', { name: '高级查询' }))
    const cleared = within(await openedDialog('高级查询构造器'))
    await expect(cleared.getByRole('textbox', { name: '值 1' })).toHaveValue('')
  },
}
