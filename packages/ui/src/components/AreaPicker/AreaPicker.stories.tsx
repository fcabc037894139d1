import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, waitFor, within } from 'storybook/test'
import { screen, settled } from '../../test-support/storyDecorators'
import { AreaPicker } from './AreaPicker'

const meta = {
  title: 'UI/AreaPicker',
  component: AreaPicker,
  args: { onChange: fn() },
  decorators: [
    (Story) => (
      <div style={{ width: 480 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof AreaPicker>

export default meta
type Story = StoryObj<typeof meta>

const level = (root: HTMLElement, name: string) => within(root).getByRole('combobox', { name })

async function pick(root: HTMLElement, levelName: string, option: string) {
  await waitFor(() => expect(level(root, levelName)).toBeEnabled())
  await userEvent.click(level(root, levelName))
  const listbox = await screen().findByRole('listbox')
  await settled(listbox)
  await userEvent.click(within(listbox).getByRole('option', { name: option }))
  await waitFor(() => expect(screen().queryByRole('listbox')).not.toBeInTheDocument())
}

export const PickDownToDistrict: Story = {
  play: async ({ canvasElement, args }) => {
    await expect(level(canvasElement, '城市')).toBeDisabled()
    await pick(canvasElement, '省份', '广东省')
    await expect(args.onChange).toHaveBeenLastCalledWith('440000')
    await pick(canvasElement, '城市', '深圳市')
    await expect(args.onChange).toHaveBeenLastCalledWith('440300')
    await pick(canvasElement, '区县', '南山区')
    await expect(args.onChange).toHaveBeenLastCalledWith('440305')
    // Another province starts again from the city.
    await pick(canvasElement, '省份', '浙江省')
    await expect(args.onChange).toHaveBeenLastCalledWith('330000')
    await expect(level(canvasElement, '区县')).toBeDisabled()
  },
}

export const ShowsAStoredCode: Story = {
  args: { value: '110105', type: 'select' },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(level(canvasElement, '区县')).toHaveTextContent('朝阳区'))
    await expect(level(canvasElement, '省份')).toHaveTextContent('北京市')
    await expect(level(canvasElement, '城市')).toHaveTextContent('市辖区')
  },
}

export const BadType: Story = {
  args: { type: 'tree' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('Bad type value: tree')
  },
}
