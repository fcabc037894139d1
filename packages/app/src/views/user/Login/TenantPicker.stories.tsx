import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { TenantPicker } from './TenantPicker'

const tenants = [
  { id: 1, name: '速通物流（国内）', status: 1 },
  { id: 2, name: '速通物流（海外）', status: 1 },
]

const meta: Meta<typeof TenantPicker> = {
  title: 'App/Login/TenantPicker',
  component: TenantPicker,
  args: { tenants, onPick: fn() },
  decorators: [
    (Story) => (
      <div style={{ width: 368, padding: 24 }}>
        <Story />
      </div>
    ),
  ],
}
export default meta
type Story = StoryObj<typeof TenantPicker>

export const PicksATenant: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    await userEvent.click(canvas.getByRole('button', { name: '确定' }))
    await expect(await canvas.findByRole('alert')).toHaveTextContent('请选择租户')
    await expect(args.onPick).not.toHaveBeenCalled()
    await userEvent.click(canvas.getByRole('combobox', { name: '请选择登录租户' }))
    await userEvent.click(
      await within(canvasElement.ownerDocument.body).findByRole('option', { name: '速通物流（海外）' }),
    )
    await userEvent.click(canvas.getByRole('button', { name: '确定' }))
    await expect(args.onPick).toHaveBeenCalledWith(tenants[1])
  },
}

export const LastTenantChosenAgain: Story = {
  args: { preferred: '1' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('combobox', { name: '请选择登录租户' })).toHaveTextContent(
      '速通物流（国内）',
    )
    await userEvent.keyboard('{Tab}')
    await userEvent.keyboard('{Tab}{Enter}')
    await expect(args.onPick).toHaveBeenCalledWith(tenants[0])
  },
}
