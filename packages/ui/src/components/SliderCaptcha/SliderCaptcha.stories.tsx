import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, waitFor, within } from 'storybook/test'
import { animationsSettled } from '../../testing/settle'
import { SliderCaptcha } from './SliderCaptcha'

const meta = {
  title: 'UI/SliderCaptcha',
  component: SliderCaptcha,
  args: { onSuccess: fn() },
  decorators: [
    (Story) => (
      <div style={{ width: 320 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof SliderCaptcha>

export default meta
type Story = StoryObj<typeof meta>

const handle = (root: HTMLElement) =>
  within(root).getByRole('slider', { name: '拖动滑块验证' }) as HTMLInputElement
/** The visible handle: the element holding the slider's hidden input. */
const knob = (root: HTMLElement) => handle(root).closest('div[style]') as HTMLElement

/** Presses the handle, moves it `dx` pixels (reporting the value mid-drag), then releases it. */
async function dragBy(root: HTMLElement, dx: number): Promise<string> {
  const target = knob(root)
  const box = target.getBoundingClientRect()
  const x = box.x + box.width / 2
  const y = box.y + box.height / 2
  const pointer = (type: string, clientX: number) =>
    new PointerEvent(type, {
      bubbles: true,
      cancelable: true,
      composed: true,
      pointerId: 1,
      pointerType: 'mouse',
      isPrimary: true,
      button: 0,
      buttons: type === 'pointerup' ? 0 : 1,
      clientX,
      clientY: y,
    })
  target.dispatchEvent(pointer('pointerdown', x))
  window.dispatchEvent(pointer('pointermove', x + dx / 2))
  window.dispatchEvent(pointer('pointermove', x + dx))
  await waitFor(() => expect(handle(root).value).not.toBe('0'))
  const midDrag = handle(root).value
  window.dispatchEvent(pointer('pointerup', x + dx))
  return midDrag
}

export const DragPastTheEnd: Story = {
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement)
    await expect(c.getByRole('status')).toHaveTextContent('拖动滑块验证')
    await dragBy(canvasElement, 400)
    await expect(c.getByRole('status')).toHaveTextContent('验证通过')
    await expect(args.onSuccess).toHaveBeenCalledTimes(1)
    await expect(args.onSuccess).toHaveBeenCalledWith(true)
    // Locked: a second drag changes nothing.
    await expect(handle(canvasElement)).toBeDisabled()
    await expect(await dragBy(canvasElement, -400)).toBe('100')
    await expect(handle(canvasElement).value).toBe('100')
    await expect(args.onSuccess).toHaveBeenCalledTimes(1)
    await animationsSettled(canvasElement.ownerDocument)
  },
}

export const ReleasedEarlySnapsBack: Story = {
  play: async ({ canvasElement, args }) => {
    const midDrag = Number(await dragBy(canvasElement, 120))
    await expect(midDrag).toBeGreaterThan(20)
    await expect(midDrag).toBeLessThan(100)
    await waitFor(() => expect(handle(canvasElement).value).toBe('0'))
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('拖动滑块验证')
    await expect(args.onSuccess).not.toHaveBeenCalled()
    await animationsSettled(canvasElement.ownerDocument)
  },
}

export const ByKeyboard: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.tab()
    await expect(handle(canvasElement)).toHaveFocus()
    await userEvent.keyboard('{ArrowRight}{ArrowRight}')
    await expect(handle(canvasElement).value).toBe('2')
    await expect(handle(canvasElement)).toHaveAttribute('aria-valuetext', '2%')
    await userEvent.keyboard('{End}')
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('验证通过')
    await expect(args.onSuccess).toHaveBeenCalledWith(true)
    await expect(handle(canvasElement)).toBeDisabled()
    await animationsSettled(canvasElement.ownerDocument)
  },
}
