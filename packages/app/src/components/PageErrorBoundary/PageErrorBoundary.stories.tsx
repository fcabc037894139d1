import { Button } from '@fluentui/react-components'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { expect, userEvent, within } from 'storybook/test'
import { PageErrorBoundary } from './PageErrorBoundary'

/** Whether the page still throws, and what: set by each story before it renders. */
let failure: Error | null = null

function FlakyPage() {
  if (failure) throw failure
  return <p>包裹列表</p>
}

function Harness() {
  const [path, setPath] = useState('/parcel/list')
  return (
    <>
      <Button onClick={() => setPath('/dashboard/analysis')}>去首页</Button>
      <PageErrorBoundary resetKey={path}>
        {path === '/parcel/list' ? <FlakyPage /> : <p>首页</p>}
      </PageErrorBoundary>
    </>
  )
}

const meta = {
  title: 'App/PageErrorBoundary',
  component: Harness,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof Harness>

export default meta
type Story = StoryObj<typeof meta>

/** The page's error shows in place of the page; 重试 renders it again once the cause is gone. */
export const RetryAfterRenderError: Story = {
  beforeEach: () => {
    failure = new Error('无法读取运单的重量')
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const alert = await canvas.findByRole('alert')
    await expect(alert).toHaveTextContent('页面出错了')
    await expect(alert).toHaveTextContent('无法读取运单的重量')
    failure = null
    await userEvent.click(within(alert).getByRole('button', { name: '重试' }))
    await expect(await canvas.findByText('包裹列表')).toBeVisible()
    await expect(canvas.queryByRole('alert')).toBeNull()
  },
}

/** Moving to another page leaves the broken one behind. */
export const AnotherPageClearsTheError: Story = {
  beforeEach: () => {
    failure = new Error('无法读取运单的重量')
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await canvas.findByRole('alert')
    await userEvent.click(canvas.getByRole('button', { name: '去首页' }))
    await expect(await canvas.findByText('首页')).toBeVisible()
    await expect(canvas.queryByRole('alert')).toBeNull()
  },
}

/** A page script that cannot be fetched (the app was redeployed) asks for a reload instead of showing the raw error. */
export const StaleScriptAsksForReload: Story = {
  beforeEach: () => {
    failure = new TypeError(
      'Failed to fetch dynamically imported module: /recruit-app/assets/ParcelList-Ab12Cd34.js',
    )
  },
  play: async ({ canvasElement }) => {
    const alert = await within(canvasElement).findByRole('alert')
    await expect(alert).toHaveTextContent('页面已更新或网络中断，请重新加载')
    await expect(alert).not.toHaveTextContent('Failed to fetch')
    await expect(within(alert).getByRole('button', { name: '重新加载' })).toBeVisible()
  },
}
