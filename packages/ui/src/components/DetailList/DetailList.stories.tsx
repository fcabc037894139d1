import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { DetailList, DetailListItem } from './DetailList'

const ITEMS: [string, string][] = [
  ['运单号', 'SZX-0001'],
  ['收件人', '张伟'],
  ['目的仓', '洛杉矶仓'],
  ['重量', '2.35 kg'],
  ['状态', '已入库'],
  ['入库时间', '2024-05-01 10:20:00'],
]

const meta = {
  title: 'UI/Building blocks/DetailList',
  component: DetailList,
  args: { title: '包裹信息', col: 3 },
  render: (args) => (
    <DetailList {...args}>
      {ITEMS.map(([term, text]) => (
        <DetailListItem key={term} term={term}>
          {text}
        </DetailListItem>
      ))}
    </DetailList>
  ),
} satisfies Meta<typeof DetailList>

export default meta
type Story = StoryObj<typeof meta>

const columnsOf = (root: HTMLElement) => {
  const list = root.querySelector('dl') as HTMLElement
  return getComputedStyle(list).gridTemplateColumns.split(' ').length
}

export const ThreeColumns: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('heading', { name: '包裹信息' })).toBeVisible()
    await expect(canvas.getAllByRole('term')).toHaveLength(6)
    await expect(canvas.getAllByRole('definition').map((d) => d.textContent)).toEqual(
      ITEMS.map(([, text]) => text),
    )
    await expect(columnsOf(canvasElement)).toBe(3)
  },
}

export const CappedAtFour: Story = {
  args: { col: 6 },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('dl')).toHaveAttribute('data-columns', '4')
    await expect(columnsOf(canvasElement)).toBe(4)
  },
}

export const OneColumn: Story = {
  args: { col: 1, layout: 'vertical' },
  play: async ({ canvasElement }) => {
    await expect(columnsOf(canvasElement)).toBe(1)
    const item = within(canvasElement).getByText('运单号').parentElement as HTMLElement
    await expect(getComputedStyle(item).flexDirection).toBe('column')
  },
}
