import { s10Number } from '@portico/contract'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, waitFor, within } from 'storybook/test'
import { ScanBox } from './ScanBox'
import type { ScanBoxProps, ScanOutcome } from './ScanBox.types'

/** A batch that refuses a number it already holds: what a receiving screen answers. */
function batchScanner() {
  const seen = new Set<string>()
  return fn<ScanBoxProps['onScan']>((code) => {
    if (seen.has(code)) return { ok: false, message: `${code} 已在本批次中` }
    seen.add(code)
    return { ok: true, message: `${code} 已加入本批次` }
  })
}

const meta = {
  title: 'UI/Building blocks/ScanBox',
  component: ScanBox,
  args: { onScan: batchScanner(), hint: '扫码枪扫描后自动回车' },
} satisfies Meta<typeof ScanBox>

export default meta
type Story = StoryObj<typeof meta>

const box = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole<HTMLInputElement>('textbox', { name: '扫描运单号' })

export const ScannerGun: Story = {
  args: { onScan: batchScanner() },
  play: async ({ canvasElement, args }) => {
    const input = box(canvasElement)
    await expect(within(canvasElement).getByText('扫码枪扫描后自动回车')).toBeVisible()
    // A wedge scanner: the code typed fast, then Enter; spaces around it are not part of the code.
    await userEvent.type(input, ' SF1234567890 {Enter}', { delay: 0 })
    await expect(args.onScan).toHaveBeenCalledWith('SF1234567890')
    await expect(input).toHaveValue('')
    await expect(input).toHaveFocus()
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('SF1234567890 已加入本批次')
    // The same parcel again is refused: the number stays selected, so the next scan replaces it.
    await userEvent.type(input, 'SF1234567890{Enter}', { delay: 0 })
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('SF1234567890 已在本批次中')
    await expect(input).toHaveValue('SF1234567890')
    await waitFor(() =>
      expect([input.selectionStart, input.selectionEnd]).toEqual([0, 'SF1234567890'.length]),
    )
    await userEvent.keyboard('YT0001{Enter}')
    await expect(args.onScan).toHaveBeenLastCalledWith('YT0001')
    await expect(input).toHaveValue('')
  },
}

export const EmptyEnterDoesNothing: Story = {
  args: { onScan: batchScanner() },
  play: async ({ canvasElement, args }) => {
    await userEvent.type(box(canvasElement), '   {Enter}', { delay: 0 })
    await expect(args.onScan).not.toHaveBeenCalled()
  },
}

const valid = s10Number('LP', 12345678, 'CN')
const digit = Number(valid[10])
const misread = `${valid.slice(0, 10)}${(digit + 1) % 10}${valid.slice(11)}`

export const S10CheckDigit: Story = {
  play: async ({ canvasElement }) => {
    const input = box(canvasElement)
    await userEvent.type(input, misread, { delay: 0 })
    await expect(within(canvasElement).getByText('S10运单号校验位错误')).toBeVisible()
    await userEvent.clear(input)
    await userEvent.type(input, valid, { delay: 0 })
    await expect(within(canvasElement).queryByText('S10运单号校验位错误')).not.toBeInTheDocument()
    // Not shaped like S10 (a commercial channel's number): no S10 warning either.
    await userEvent.clear(input)
    await userEvent.type(input, 'SF1234567890', { delay: 0 })
    await expect(within(canvasElement).queryByText(/S10/)).not.toBeInTheDocument()
  },
}

/** The server's answer, held until the play function lets it through. */
let answer: (outcome: ScanOutcome) => void = () => {}

export const WaitsForTheServer: Story = {
  args: {
    onScan: fn<ScanBoxProps['onScan']>(
      () =>
        new Promise<ScanOutcome>((resolve) => {
          answer = resolve
        }),
    ),
  },
  play: async ({ canvasElement, args }) => {
    const input = box(canvasElement)
    await userEvent.type(input, 'AB1{Enter}', { delay: 0 })
    await waitFor(() => expect(input).toHaveAttribute('readonly'))
    // A second Enter while the first code is being checked sends nothing.
    await userEvent.keyboard('{Enter}')
    await expect(args.onScan).toHaveBeenCalledTimes(1)
    answer({ ok: false, message: 'AB1：未找到' })
    await waitFor(() => expect(within(canvasElement).getByRole('status')).toHaveTextContent('AB1：未找到'))
    await expect(input).not.toHaveAttribute('readonly')
    await expect(input).toHaveValue('AB1')
  },
}

export const ScreenShowsTheOutcome: Story = {
  args: { onScan: batchScanner(), outcomeDisplay: 'none', label: '问题件运单号' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: '问题件运单号' })
    await userEvent.type(input, 'SF1{Enter}', { delay: 0 })
    await expect(input).toHaveValue('')
    await expect(within(canvasElement).queryByText('SF1 已加入本批次')).not.toBeInTheDocument()
  },
}

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvasElement }) => {
    await expect(box(canvasElement)).toBeDisabled()
  },
}
