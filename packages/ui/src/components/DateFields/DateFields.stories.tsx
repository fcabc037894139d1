import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { expect, fn, userEvent, waitFor, within } from 'storybook/test'
import { controlledField } from '../../test-support/controlledField'
import { DateField } from './DateField'
import type { DateFieldProps } from './DateFields.types'
import { DateRangeField } from './DateRangeField'
import { DateTimeField } from './DateTimeField'
import { MonthField } from './MonthField'

const ControlledDate = controlledField(DateField, '日期')
const ControlledMonth = controlledField(MonthField, '月份')
const ControlledDateTime = controlledField(DateTimeField, '时间')

const meta = {
  title: 'UI/DateFields',
  component: DateField,
  args: { onChange: fn() },
  render: (args) => <ControlledDate {...args} />,
} satisfies Meta<typeof DateField>

export default meta
type Story = StoryObj<typeof meta>

const box = (root: HTMLElement, name: string) => within(root).getByRole('combobox', { name })
const calendar = () => within(document.body).findByRole('dialog', { name: '日历' })

/** Opens the calendar with ↓ and waits until it holds the focus. */
async function openWithKeyboard(input: HTMLElement) {
  input.focus()
  await userEvent.keyboard('{ArrowDown}')
  const dialog = await calendar()
  await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true))
  return dialog
}

export const TypesADate: Story = {
  play: async ({ canvasElement, args }) => {
    const input = box(canvasElement, '日期')
    await userEvent.type(input, '2026/3/7')
    await userEvent.tab()
    await expect(args.onChange).toHaveBeenLastCalledWith('2026-03-07')
    await expect(input).toHaveValue('2026-03-07')
  },
}

export const RefusesADayTheMonthLacks: Story = {
  args: { value: '2026-02-01' },
  play: async ({ canvasElement, args }) => {
    const input = box(canvasElement, '日期')
    await userEvent.clear(input)
    await expect(args.onChange).toHaveBeenLastCalledWith('')
    await userEvent.type(input, '2026-02-30')
    await userEvent.tab()
    await expect(args.onChange).toHaveBeenCalledTimes(1)
  },
}

export const PicksFromTheCalendarWithTheKeyboard: Story = {
  args: { value: '2026-11-05' },
  play: async ({ canvasElement, args }) => {
    const dialog = await openWithKeyboard(box(canvasElement, '日期'))
    // Chinese headers, weeks from Monday.
    await expect(within(dialog).getByText('2026年11月')).toBeVisible()
    const headers = within(dialog)
      .getAllByRole('columnheader')
      .map((th) => th.textContent)
    await expect(headers.slice(0, 2)).toEqual(['一', '二'])
    await userEvent.keyboard('{ArrowRight}{Enter}')
    await expect(args.onChange).toHaveBeenLastCalledWith('2026-11-06')
    await waitFor(() => expect(within(document.body).queryByRole('dialog', { name: '日历' })).toBeNull())
    await expect(box(canvasElement, '日期')).toHaveValue('2026-11-06')
  },
}

export const Month: Story = {
  args: { value: '2026-11' },
  render: (args) => <ControlledMonth {...args} />,
  play: async ({ canvasElement, args }) => {
    await expect(box(canvasElement, '月份')).toHaveValue('2026-11')
    await openWithKeyboard(box(canvasElement, '月份'))
    await userEvent.keyboard('{ArrowRight}{Enter}')
    await expect(args.onChange).toHaveBeenLastCalledWith('2026-12')
    await userEvent.clear(box(canvasElement, '月份'))
    await userEvent.type(box(canvasElement, '月份'), '2025-1')
    await userEvent.tab()
    await expect(args.onChange).toHaveBeenLastCalledWith('2025-01')
  },
}

export const DateTime: Story = {
  args: { value: '2026-11-05 10:30:15' },
  render: (args) => <ControlledDateTime {...args} />,
  play: async ({ canvasElement, args }) => {
    // A day picked in the calendar keeps the time.
    await openWithKeyboard(box(canvasElement, '时间'))
    await userEvent.keyboard('{ArrowLeft}{Enter}')
    await expect(args.onChange).toHaveBeenLastCalledWith('2026-11-04 10:30:15')
    const input = box(canvasElement, '时间')
    await userEvent.clear(input)
    await userEvent.type(input, '2026-11-05 9:07')
    await userEvent.tab()
    await expect(args.onChange).toHaveBeenLastCalledWith('2026-11-05 09:07:00')
  },
}

function Range(props: DateFieldProps) {
  const [value, setValue] = useState<[string, string]>(['', ''])
  return (
    <DateRangeField
      aria-label="创建日期"
      value={value}
      onChange={(next) => {
        setValue(next)
        props.onChange?.(next.join('~'))
      }}
    />
  )
}

export const RangeTypesBothEnds: Story = {
  render: (args) => <Range {...args} />,
  play: async ({ canvasElement, args }) => {
    const begin = box(canvasElement, '创建日期开始')
    const end = box(canvasElement, '创建日期结束')
    // The ends say what they want, not a format.
    await expect(begin).toHaveAttribute('placeholder', '开始日期')
    await expect(end).toHaveAttribute('placeholder', '结束日期')
    await userEvent.type(begin, '2026-11-01')
    await userEvent.tab()
    await userEvent.type(end, '2026-11-30{Tab}')
    await expect(args.onChange).toHaveBeenLastCalledWith('2026-11-01~2026-11-30')
  },
}
