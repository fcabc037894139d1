import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { setLocale } from '../../i18n'
import { chineseTextIn } from '../../mocks/chineseText'
import { ChartPanel } from './ChartPanel'

const day = (d: number) => Date.UTC(2026, 10, d) - 8 * 3600_000
const formatX = (x: number | string) => new Date(Number(x) + 8 * 3600_000).toISOString().slice(5, 10)

const meta: Meta<typeof ChartPanel> = {
  title: 'App/Charts/ChartPanel',
  component: ChartPanel,
  args: {
    title: '包裹量趋势',
    xLabel: '日期',
    formatX,
    series: [
      { name: '入库包裹', points: [1, 2, 3].map((d, i) => ({ x: day(d), y: [12, 30, 21][i]! })) },
      { name: '问题件', points: [1, 2, 3].map((d, i) => ({ x: day(d), y: [1, 0, 2][i]! })) },
    ],
  },
}
export default meta
type Story = StoryObj<typeof ChartPanel>

/** The chart is drawn (lazily) and described for screen readers; 表格 shows the same figures as a table. */
export const LineWithTable: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const figure = await canvas.findByRole('figure', { name: '包裹量趋势' })
    expect(figure).toHaveAccessibleDescription(
      '包裹量趋势。入库包裹：3个点，最小12，最大30，最新（11-03）21；问题件：3个点，最小0，最大2，最新（11-03）2',
    )
    await waitFor(() => expect(figure.querySelector('svg')).not.toBeNull())
    await userEvent.click(canvas.getByRole('button', { name: '表格' }))
    const table = canvas.getByRole('table', { name: '包裹量趋势' })
    expect(
      within(table)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual(['日期入库包裹问题件', '11-01121', '11-02300', '11-03212'])
  },
}

/** A customer's user who chose English: the table toggle, the spoken summary and the empty text in English. */
export const English: Story = {
  args: {
    title: 'Parcel volume',
    xLabel: 'Date',
    series: [
      { name: 'Received', points: [1, 2, 3].map((d, i) => ({ x: day(d), y: [12, 30, 21][i]! })) },
      { name: 'Problems', points: [] },
    ],
  },
  beforeEach: () => {
    setLocale('en')
    return () => setLocale('zh-CN')
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const figure = await canvas.findByRole('figure', { name: 'Parcel volume' })
    await waitFor(() =>
      expect(figure).toHaveAccessibleDescription(
        'Parcel volume. Received: 3 points, lowest 12, highest 30, latest (11-03) 21; Problems: no data',
      ),
    )
    await waitFor(() => expect(figure.querySelector('svg')).not.toBeNull())
    await userEvent.click(canvas.getByRole('button', { name: 'Table' }))
    await expect(canvas.getByRole('table', { name: 'Parcel volume' })).toBeVisible()
    await expect(chineseTextIn(canvasElement)).toEqual([])
  },
}

/** English with no figures: the default empty text in English. */
export const EmptyEnglish: Story = {
  args: { title: 'Parcel volume', series: [{ name: 'Received', points: [] }] },
  beforeEach: () => {
    setLocale('en')
    return () => setLocale('zh-CN')
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No data')).toBeVisible()
    await expect(chineseTextIn(canvasElement)).toEqual([])
  },
}

/** A legend shows the series' name as written: a unit in lower case stays so (the library capitalises words). */
export const LegendKeepsTheCase: Story = {
  args: {
    title: '事件循环',
    series: [{ name: '延迟P99（ms）', points: [1, 2].map((d, i) => ({ x: day(d), y: [3, 4][i]! })) }],
  },
  play: async ({ canvasElement }) => {
    const legend = await within(canvasElement).findByText('延迟P99（ms）', { selector: 'button *, button' })
    const button = legend.closest('button')!
    expect(getComputedStyle(button).textTransform).not.toBe('capitalize')
    expect(getComputedStyle(legend).textTransform).not.toBe('capitalize')
  },
}

/** A ranking: one series as horizontal bars, every name written beside its bar. */
export const Bars: Story = {
  args: {
    title: '渠道排行',
    kind: 'ranking',
    xLabel: '渠道',
    formatX: String,
    series: [
      {
        name: '入库包裹',
        points: [
          { x: '顺丰速运', y: 12 },
          { x: '中国邮政EMS', y: 7 },
        ],
      },
    ],
  },
  play: async ({ canvasElement }) => {
    const figure = await within(canvasElement).findByRole('figure', { name: '渠道排行' })
    await waitFor(() => expect(figure.querySelectorAll('rect').length).toBeGreaterThan(1))
    for (const name of ['顺丰速运', '中国邮政EMS'])
      expect((await within(figure).findAllByText(name)).length).toBeGreaterThan(0)
  },
}

/** No data: says so instead of drawing empty axes. */
export const Empty: Story = {
  args: { series: [{ name: '入库包裹', points: [] }], emptyText: '所选日期内没有入库包裹' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('所选日期内没有入库包裹')).toBeVisible()
  },
}

/** A pie (a designed report's chart): one slice per category, each named in the legend. */
export const Pie: Story = {
  args: {
    title: '客户账单金额',
    kind: 'pie',
    xLabel: '客户',
    formatX: String,
    series: [
      {
        name: '账单金额',
        points: [
          { x: '云帆贸易', y: 300.35 },
          { x: '启航电商', y: 50.05 },
        ],
      },
    ],
  },
  play: async ({ canvasElement }) => {
    const figure = await within(canvasElement).findByRole('figure', { name: '客户账单金额' })
    await waitFor(() => expect(figure.querySelectorAll('path').length).toBeGreaterThan(1))
    for (const name of ['云帆贸易', '启航电商'])
      expect((await within(figure).findAllByText(name)).length).toBeGreaterThan(0)
  },
}
