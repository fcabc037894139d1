import { Button } from '@fluentui/react-components'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { expect, fn, userEvent, waitFor, within } from 'storybook/test'
import { CronBuilder } from './CronBuilder'
import {
  checkValues,
  chooseMode,
  chooseWeekday,
  expectExpression,
  expressionInput,
  openTab,
  playUnitModes,
  setNumber,
  typeExpression,
} from './cronStoryHelpers'

const meta = {
  title: 'Cron/CronBuilder',
  component: CronBuilder,
  args: { now: new Date('2024-01-01T00:00:00Z'), onChange: fn() },
  decorators: [
    (Story) => (
      <div style={{ width: 560 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof CronBuilder>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  args: { defaultValue: '0 0 12 * * ? *' },
  play: async ({ canvas }) => {
    await expectExpression(canvas, '0 0 12 * * ? *')
    const preview = canvas.getByRole('list', { name: '最近 5 次执行时间（UTC）' })
    const times = within(preview).getAllByRole('listitem')
    await expect(times.map((item) => item.textContent)).toEqual([
      '2024-01-01 12:00:00',
      '2024-01-02 12:00:00',
      '2024-01-03 12:00:00',
      '2024-01-04 12:00:00',
      '2024-01-05 12:00:00',
    ])
  },
}

export const SecondTab: Story = {
  play: ({ canvas }) =>
    playUnitModes(canvas, {
      tab: '秒',
      field: 0,
      every: '每秒',
      at: '秒',
      interval: '秒',
      increment: [5, 15],
      specific: [10, 30],
      range: [10, 20],
    }),
}

export const MinuteTab: Story = {
  args: { defaultTab: 'minute' },
  play: ({ canvas }) =>
    playUnitModes(canvas, {
      tab: '分',
      field: 1,
      every: '每分钟',
      at: '分',
      interval: '分钟',
      increment: [0, 30],
      specific: [0, 45],
      range: [15, 45],
    }),
}

export const HourTab: Story = {
  args: { defaultTab: 'hour' },
  play: ({ canvas }) =>
    playUnitModes(canvas, {
      tab: '时',
      field: 2,
      every: '每小时',
      at: '时',
      interval: '小时',
      increment: [2, 6],
      specific: [8, 18],
      range: [9, 17],
    }),
}

export const MonthTab: Story = {
  args: { defaultTab: 'month' },
  play: ({ canvas }) =>
    playUnitModes(canvas, {
      tab: '月',
      field: 4,
      every: '每月',
      at: '月',
      interval: '个月',
      increment: [1, 3],
      specific: [1, 6],
      range: [3, 5],
    }),
}

export const YearTab: Story = {
  args: { defaultTab: 'year' },
  play: ({ canvas }) =>
    playUnitModes(canvas, {
      tab: '年',
      field: 6,
      every: '每年',
      at: '年',
      interval: '年',
      increment: [2024, 2],
      specific: [2025, 2030],
      range: [2024, 2026],
    }),
}

export const DayTab: Story = {
  args: { defaultTab: 'day' },
  play: async ({ canvas }) => {
    const day = (dom: string) => expectExpression(canvas, `* * * ${dom} * ? *`)
    await chooseMode(canvas, '从…号开始，每…天执行一次')
    await setNumber(canvas, '日起始值', 5)
    await setNumber(canvas, '日间隔', 10)
    await day('5/10')
    await chooseMode(canvas, '指定日')
    await checkValues(canvas, '指定日', ['15', '1'])
    await day('1,15')
    await chooseMode(canvas, '每月最后一天')
    await day('L')
    await chooseMode(canvas, '本月最后一个工作日')
    await day('LW')
    await chooseMode(canvas, '距月底前…天')
    await setNumber(canvas, '月底前天数', 3)
    await day('L-3')
    await chooseMode(canvas, '每月…号最近的那个工作日')
    await setNumber(canvas, '最近工作日的日期', 15)
    await day('15W')
    await chooseMode(canvas, '每日')
    await day('*')
  },
}

export const WeekTab: Story = {
  args: { defaultTab: 'week' },
  play: async ({ canvas }) => {
    const week = (dow: string) => expectExpression(canvas, `* * * ? * ${dow} *`)
    await expect(canvas.getByText(/当前由“日”页决定/)).toBeVisible()
    await chooseMode(canvas, '从…开始，每…天执行一次')
    await chooseWeekday(canvas, '周起始星期', '星期一')
    await setNumber(canvas, '周间隔天数', 3)
    await week('2/3')
    await chooseMode(canvas, '指定星期')
    await checkValues(canvas, '指定星期', ['星期五', '星期一'])
    await week('2,6')
    await chooseMode(canvas, '本月最后一个星期…')
    await chooseWeekday(canvas, '最后一个星期几', '星期五')
    await week('6L')
    await chooseMode(canvas, '本月第…周的星期…')
    await setNumber(canvas, '第几周', 2)
    await chooseWeekday(canvas, '第几周的星期几', '星期三')
    await week('4#2')
    await openTab(canvas, '日')
    await expect(canvas.getByText(/当前由“周”页决定/)).toBeVisible()
  },
}

export const TypedExpressionFillsTabs: Story = {
  play: async ({ canvas, args }) => {
    await typeExpression(canvas, '0 15 10 L-2 * ? 2025')
    await expect(args.onChange).toHaveBeenLastCalledWith('0 15 10 L-2 * ? 2025', { valid: true })
    await expect(canvas.getByRole('radio', { name: '指定秒' })).toBeChecked()
    await expect(canvas.getByRole('checkbox', { name: '0' })).toBeChecked()
    await openTab(canvas, '日')
    await expect(canvas.getByRole('radio', { name: '距月底前…天' })).toBeChecked()
    await expect(canvas.getByRole('spinbutton', { name: '月底前天数' })).toHaveValue('2')
    await openTab(canvas, '年')
    await expect(canvas.getByRole('checkbox', { name: '2025' })).toBeChecked()
    await expect(canvas.getByText('说明')).toBeVisible()
  },
}

export const UnrepresentableExpression: Story = {
  play: async ({ canvas, args }) => {
    const typed = '0 0 1-10/2 ? * MON-FRI'
    await typeExpression(canvas, typed)
    await expect(await canvas.findByText('选项卡无法表示此表达式')).toBeVisible()
    await expect(canvas.getByText(/"1-10\/2" has no builder mode/)).toBeVisible()
    await expect(expressionInput(canvas)).toHaveValue(typed)
    await expect(args.onChange).toHaveBeenLastCalledWith(typed, { valid: true })
    await expect(canvas.getAllByRole('listitem')).toHaveLength(5)
  },
}

export const InvalidExpression: Story = {
  play: async ({ canvas }) => {
    await typeExpression(canvas, '60 * * * * ? *')
    await expect(await canvas.findByText(/秒.*0-59.*60/)).toBeVisible()
    await expect(expressionInput(canvas)).toHaveAttribute('aria-invalid', 'true')
    await expect(canvas.queryByRole('list')).toBeNull()
  },
}

export const InvalidTabSetting: Story = {
  play: async ({ canvas, args }) => {
    await chooseMode(canvas, '指定秒')
    await expect(await canvas.findByText('秒：请至少选择一个指定值')).toBeVisible()
    await expect(args.onChange).toHaveBeenLastCalledWith(' * * * * ? *', {
      valid: false,
      message: '秒：请至少选择一个指定值',
    })
    await setNumber(canvas, '秒周期起始', 70)
    await expect(await canvas.findByText(/秒：范围起始取值范围 0-59，实际为 70/)).toBeVisible()
  },
}

export const KeyboardTabs: Story = {
  play: async ({ canvas }) => {
    canvas.getByRole('tab', { name: '秒' }).focus()
    await userEvent.keyboard('{ArrowRight}{Enter}')
    await waitFor(() =>
      expect(canvas.getByRole('tab', { name: '分' })).toHaveAttribute('aria-selected', 'true'),
    )
    await expect(canvas.getByRole('radiogroup', { name: '分的执行方式' })).toBeVisible()
  },
}

export const KeyboardModes: Story = {
  args: { defaultTab: 'day' },
  play: async ({ canvas }) => {
    canvas.getByRole('radio', { name: '每日' }).focus()
    await userEvent.keyboard('{ArrowDown}')
    await expectExpression(canvas, '* * * 1/1 * ? *')
    await userEvent.keyboard('{Tab}')
    await expect(canvas.getByRole('spinbutton', { name: '日起始值' })).toHaveFocus()
    await userEvent.keyboard('{ArrowUp}{ArrowUp}')
    await expectExpression(canvas, '* * * 3/1 * ? *')
  },
}

function ControlledBuilder(props: Parameters<typeof CronBuilder>[0]) {
  const [value, setValue] = useState('0 0 12 * * ? *')
  return (
    <>
      <CronBuilder
        {...props}
        value={value}
        onChange={(expression, change) => {
          setValue(expression)
          props.onChange?.(expression, change)
        }}
      />
      <Button onClick={() => setValue('0 30 8 ? * 2 *')}>设为每周一 8:30</Button>
      <output aria-label="当前值">{value}</output>
    </>
  )
}

export const Controlled: Story = {
  render: (args) => <ControlledBuilder {...args} />,
  play: async ({ canvas }) => {
    await chooseMode(canvas, '每秒')
    await waitFor(() =>
      expect(canvas.getByRole('status', { name: '当前值' })).toHaveTextContent('* 0 12 * * ? *'),
    )
    await userEvent.click(canvas.getByRole('button', { name: '设为每周一 8:30' }))
    await expectExpression(canvas, '0 30 8 ? * 2 *')
    await openTab(canvas, '周')
    await expect(canvas.getByRole('checkbox', { name: '星期一' })).toBeChecked()
  },
}

/** A parent that refuses changes keeps its value: the builder shows the value, not the refused edit. */
export const ControlledRefusing: Story = {
  args: { value: '0 0 12 * * ? *' },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('radio', { name: '每秒' }))
    await expect(args.onChange).toHaveBeenCalledWith('* 0 12 * * ? *', { valid: true })
    await expectExpression(canvas, '0 0 12 * * ? *')
    await expect(canvas.getByRole('radio', { name: '指定秒' })).toBeChecked()
  },
}
