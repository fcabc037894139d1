import { Button } from '@fluentui/react-components'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { DetailList, DetailListItem } from '../DetailList/DetailList'
import { PageContent } from './PageContent'

const meta = {
  title: 'UI/Building blocks/PageContent',
  component: PageContent,
  args: {
    title: '包裹详情',
    description: '跨境包裹 SZX-0001 的入库与轨迹信息',
    extra: <Button appearance="primary">编辑</Button>,
    children: '包裹轨迹：已入库（洛杉矶仓）',
  },
} satisfies Meta<typeof PageContent>

export default meta
type Story = StoryObj<typeof meta>

export const WithHeader: Story = {
  args: { extra: <Button onClick={fn()}>编辑</Button> },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const page = canvas.getByRole('region', { name: '包裹详情' })
    await expect(within(page).getByRole('heading', { level: 1, name: '包裹详情' })).toBeVisible()
    await expect(within(page).getByText('跨境包裹 SZX-0001 的入库与轨迹信息')).toBeVisible()
    await userEvent.click(within(page).getByRole('button', { name: '编辑' }))
    await expect(within(page).getByText('包裹轨迹：已入库（洛杉矶仓）')).toBeVisible()
  },
}

export const InsideAShell: Story = {
  args: { headingLevel: 2 },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement).getByRole('region', { name: '包裹详情' })
    await expect(within(page).getByRole('heading', { level: 2, name: '包裹详情' })).toBeVisible()
    await expect(within(page).queryByRole('heading', { level: 1 })).not.toBeInTheDocument()
  },
}

export const WithHeaderContent: Story = {
  args: {
    headerContent: (
      <DetailList col={2}>
        <DetailListItem term="运单号">SZX-0001</DetailListItem>
        <DetailListItem term="状态">已入库</DetailListItem>
      </DetailList>
    ),
  },
  play: async ({ canvasElement }) => {
    const header = canvasElement.querySelector('header') as HTMLElement
    await expect(within(header).getByText('SZX-0001')).toBeVisible()
  },
}

export const BodyOnly: Story = {
  args: { title: undefined, description: undefined, extra: undefined, card: false },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('header')).toBeNull()
    await expect(within(canvasElement).queryByRole('heading')).not.toBeInTheDocument()
    await expect(within(canvasElement).getByText('包裹轨迹：已入库（洛杉矶仓）')).toBeVisible()
  },
}
