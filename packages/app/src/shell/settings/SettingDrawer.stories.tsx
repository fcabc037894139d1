import { animationsSettled } from '@portico/ui'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { normalizeSettings, type PageSettings } from '../../settings/pageSettings'
import { SettingDrawer } from './SettingDrawer'

function Harness({ initial }: { initial?: Partial<PageSettings> }) {
  const [settings, setSettings] = useState(normalizeSettings(initial))
  return (
    <>
      <output aria-label="当前设置">{JSON.stringify(settings)}</output>
      <SettingDrawer
        open
        onOpenChange={() => {}}
        settings={settings}
        onChange={(change) => setSettings((current) => normalizeSettings({ ...current, ...change }))}
        onReset={() => setSettings(normalizeSettings(undefined))}
      />
    </>
  )
}

const meta: Meta<typeof Harness> = { title: 'App/Shell/SettingDrawer', component: Harness }
export default meta
type Story = StoryObj<typeof Harness>

const current = (canvasElement: HTMLElement) =>
  JSON.parse(within(canvasElement).getByLabelText('当前设置').textContent ?? '{}') as PageSettings

export const EverySetting: Story = {
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body)
    const drawer = await body.findByRole('dialog', { name: '系统设置' })
    const d = within(drawer)
    await userEvent.click(d.getByRole('radio', { name: '暗色菜单风格' }))
    await userEvent.click(d.getByRole('radio', { name: '酱紫' }))
    await userEvent.click(d.getByRole('switch', { name: '色弱模式' }))
    await userEvent.click(d.getByRole('switch', { name: '多页签模式' }))
    await waitFor(() =>
      expect(current(canvasElement)).toMatchObject({
        navTheme: 'dark',
        primaryColor: '#722ED1',
        colorWeak: true,
        multipage: false,
      }),
    )
    await userEvent.click(d.getByRole('button', { name: '恢复默认' }))
    await waitFor(() =>
      expect(current(canvasElement)).toMatchObject({ navTheme: 'light', primaryColor: '#1890FF' }),
    )
    await animationsSettled(canvasElement.ownerDocument)
  },
}

export const FluidOnlyWithTopMenu: Story = {
  play: async ({ canvasElement }) => {
    const d = within(
      await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: '系统设置' }),
    )
    await expect(d.getByRole('radio', { name: '流式' })).toBeDisabled()
    await expect(d.getByRole('switch', { name: '固定侧边菜单' })).toBeEnabled()
    await userEvent.click(d.getByRole('radio', { name: '顶部栏导航' }))
    await expect(d.getByRole('radio', { name: '流式' })).toBeEnabled()
    await expect(d.getByRole('switch', { name: '固定侧边菜单' })).toBeDisabled()
    await userEvent.click(d.getByRole('radio', { name: '流式' }))
    await waitFor(() =>
      expect(current(canvasElement)).toMatchObject({ layout: 'topmenu', contentWidth: 'Fluid' }),
    )
    await userEvent.click(d.getByRole('radio', { name: '侧边栏导航' }))
    await waitFor(() =>
      expect(current(canvasElement)).toMatchObject({ layout: 'sidemenu', contentWidth: 'Fixed' }),
    )
    await animationsSettled(canvasElement.ownerDocument)
  },
}

export const AutoHideNeedsFixedHeader: Story = {
  play: async ({ canvasElement }) => {
    const d = within(
      await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: '系统设置' }),
    )
    await expect(d.getByRole('switch', { name: '下滑时隐藏 Header' })).toBeDisabled()
    await userEvent.click(d.getByRole('switch', { name: '固定 Header' }))
    await userEvent.click(d.getByRole('switch', { name: '下滑时隐藏 Header' }))
    await waitFor(() =>
      expect(current(canvasElement)).toMatchObject({ fixedHeader: true, autoHideHeader: true }),
    )
    await userEvent.click(d.getByRole('switch', { name: '固定 Header' }))
    await waitFor(() =>
      expect(current(canvasElement)).toMatchObject({ fixedHeader: false, autoHideHeader: false }),
    )
    await animationsSettled(canvasElement.ownerDocument)
  },
}
