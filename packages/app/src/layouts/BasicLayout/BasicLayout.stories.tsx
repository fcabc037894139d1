import { Input } from '@fluentui/react-components'
import { animationsSettled, PorticoProvider } from '@portico/ui'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { MemoryRouter, Route, Routes } from 'react-router-dom'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { http } from '../../api/http'
import { demoLogin, demoPermissions } from '../../mocks/fixtures'
import { accountHandlers, noticeHandlers, sessionHandlers } from '../../mocks/handlers'
import { sessionStore } from '../../session/sessionStore'
import type { PageSettings } from '../../settings/pageSettings'
import { settingsStore } from '../../settings/settingsStore'
import { BrandThemeProvider } from '../../shell/settings/BrandThemeProvider'
import { BasicLayout } from './BasicLayout'

function signedIn() {
  sessionStore.signInStaff(demoLogin)
  sessionStore.setPermissions(demoPermissions)
  settingsStore.reset()
  return {}
}

/** Previews the phone/tablet layout at any window size: the shell's breakpoint queries answer "mobile". */
function forceMobile() {
  const original = window.matchMedia
  window.matchMedia = (query: string) => {
    const list = original.call(window, query)
    if (!query.includes('1087.99px')) return list
    return {
      ...list,
      matches: true,
      media: query,
      addEventListener() {},
      removeEventListener() {},
    } as MediaQueryList
  }
  return () => {
    window.matchMedia = original
  }
}

/** A page with an unsaved input, to show that a tab keeps its state. */
function DraftPage() {
  return (
    <div>
      <p>页面内容</p>
      <Input aria-label="草稿" />
    </div>
  )
}

const meta: Meta<typeof BasicLayout> = {
  title: 'App/Layout/BasicLayout',
  component: BasicLayout,
  loaders: [signedIn],
  decorators: [
    (Story, context) => (
      <BrandThemeProvider>
        <PorticoProvider http={http}>
          <MemoryRouter initialEntries={[context.parameters.path ?? '/isystem/user']}>
            <Routes>
              <Route element={<Story />}>
                <Route path="*" element={<DraftPage />} />
              </Route>
            </Routes>
          </MemoryRouter>
        </PorticoProvider>
      </BrandThemeProvider>
    ),
  ],
  parameters: {
    layout: 'fullscreen',
    msw: { handlers: [...sessionHandlers(), ...noticeHandlers(), ...accountHandlers()] },
  },
}
export default meta
type Story = StoryObj<typeof BasicLayout>

export const Desktop: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const systemMenu = await canvas.findByRole('button', { name: '系统管理', expanded: true })
    await waitFor(() => expect(systemMenu).toBeVisible())
    await expect(canvas.getByRole('button', { name: '包裹管理', expanded: false })).toBeVisible()
    await expect(canvas.getByRole('navigation', { name: '面包屑' })).toHaveTextContent('首页系统管理用户管理')
    await expect(canvas.getByRole('tab', { name: '首页' })).toBeVisible()
    await expect(canvas.getByRole('tab', { name: '用户管理' })).toBeVisible()
    await expect(canvas.getByText('页面内容')).toBeVisible()
    await animationsSettled(canvasElement.ownerDocument)
  },
}

export const LogoutAsksFirst: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(await canvas.findByRole('button', { name: '用户菜单：管理员' }))
    const body = within(canvasElement.ownerDocument.body)
    await userEvent.click(await body.findByRole('menuitem', { name: '退出登录' }))
    const question = await body.findByText('真的要注销登录吗 ?')
    await waitFor(() => expect(question).toBeVisible())
    await animationsSettled(canvasElement.ownerDocument)
  },
}

export const ClosesATabByKeyboard: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const tab = await canvas.findByRole('tab', { name: '用户管理' })
    tab.focus()
    await userEvent.keyboard('{Delete}')
    await expect(canvas.queryByRole('tab', { name: '用户管理' })).toBeNull()
    await expect(canvas.getByRole('tab', { name: '首页' })).toHaveAttribute('aria-selected', 'true')
    // The menu's selection colour transitions to 首页; let it finish before the accessibility check.
    await animationsSettled(canvasElement.ownerDocument)
  },
}

export const ClosesATab: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(await canvas.findByTitle('关闭 用户管理'))
    await expect(canvas.queryByRole('tab', { name: '用户管理' })).toBeNull()
    await animationsSettled(canvasElement.ownerDocument)
  },
}

export const Mobile: Story = {
  beforeEach: forceMobile,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const body = within(canvasElement.ownerDocument.body)
    const toggle = await canvas.findByRole('button', { name: '切换菜单' })
    await expect(toggle).toHaveAttribute('aria-expanded', 'false')
    await expect(canvas.queryByRole('button', { name: '包裹管理' })).toBeNull()
    await userEvent.click(toggle)
    await waitFor(() => expect(body.getByRole('button', { name: '包裹管理' })).toBeVisible())
    await userEvent.click(body.getByRole('button', { name: '包裹管理' }))
    await userEvent.click(await body.findByText('包裹信息'))
    await waitFor(() => expect(body.queryByRole('button', { name: '包裹管理' })).toBeNull())
    await expect(await canvas.findByRole('tab', { name: '包裹信息' })).toHaveAttribute(
      'aria-selected',
      'true',
    )
    await animationsSettled(canvasElement.ownerDocument)
  },
}

export const TopMenu: Story = {
  beforeEach: () => settingsStore.update({ layout: 'topmenu' }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const nav = await canvas.findByRole('navigation', { name: '主菜单' })
    await expect(canvas.queryByRole('button', { name: '切换菜单' })).toBeNull()
    await userEvent.click(within(nav).getByRole('button', { name: '包裹管理' }))
    const body = within(canvasElement.ownerDocument.body)
    await userEvent.click(await body.findByRole('menuitem', { name: '包裹信息' }))
    await expect(await canvas.findByRole('tab', { name: '包裹信息' })).toHaveAttribute(
      'aria-selected',
      'true',
    )
    await animationsSettled(canvasElement.ownerDocument)
  },
}

export const TabContextMenu: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const body = within(canvasElement.ownerDocument.body)
    // Open a second page so there is something on each side.
    await userEvent.click(await canvas.findByRole('button', { name: '包裹管理' }))
    await userEvent.click(await canvas.findByText('包裹信息'))
    await expect(await canvas.findByRole('tab', { name: '包裹信息' })).toBeVisible()
    await userEvent.pointer({ keys: '[MouseRight]', target: canvas.getByRole('tab', { name: '包裹信息' }) })
    await expect(await body.findByRole('menuitem', { name: '关闭右侧' })).toHaveAttribute(
      'aria-disabled',
      'true',
    )
    await userEvent.click(body.getByRole('menuitem', { name: '关闭左侧' }))
    await waitFor(() => expect(canvas.queryByRole('tab', { name: '用户管理' })).toBeNull())
    await expect(canvas.getByRole('tab', { name: '首页' })).toBeVisible()
    await expect(canvas.getByRole('tab', { name: '包裹信息' })).toHaveAttribute('aria-selected', 'true')
    await userEvent.pointer({ keys: '[MouseRight]', target: canvas.getByRole('tab', { name: '首页' }) })
    await userEvent.click(await body.findByRole('menuitem', { name: '关闭其它' }))
    await waitFor(() => expect(canvas.queryByRole('tab', { name: '包裹信息' })).toBeNull())
    await expect(canvas.getByRole('tab', { name: '首页' })).toHaveAttribute('aria-selected', 'true')
    canvas.getByRole('tab', { name: '首页' }).focus()
    await userEvent.keyboard('{Delete}')
    await expect(canvas.getByRole('tab', { name: '首页' })).toBeVisible()
    await animationsSettled(canvasElement.ownerDocument)
  },
}

export const KeepsPageState: Story = {
  parameters: { path: '/isystem/user' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const input = await canvas.findByRole('textbox', { name: '草稿' })
    await userEvent.type(input, '未保存的内容')
    await userEvent.click(canvas.getByRole('tab', { name: '首页' }))
    await waitFor(() =>
      expect(canvas.getByRole('tab', { name: '首页' })).toHaveAttribute('aria-selected', 'true'),
    )
    await userEvent.click(canvas.getByRole('tab', { name: '用户管理' }))
    await expect(await canvas.findByRole('textbox', { name: '草稿' })).toHaveValue('未保存的内容')
    await animationsSettled(canvasElement.ownerDocument)
  },
}

export const MultipageOff: Story = {
  beforeEach: () => settingsStore.update({ multipage: false }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByText('页面内容')).toBeVisible()
    await expect(canvas.queryByRole('tablist', { name: '已打开的页面' })).toBeNull()
    await animationsSettled(canvasElement.ownerDocument)
  },
}

const settingStory = (
  change: Partial<PageSettings>,
  check: (canvasElement: HTMLElement) => Promise<void>,
): Story => ({
  beforeEach: () => settingsStore.update(change),
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('tab', { name: '首页' })
    await check(canvasElement)
    await animationsSettled(canvasElement.ownerDocument)
  },
})

/** The Fluent provider wrapping the side menu (it carries the nav theme). */
const sideMenuTheme = (canvasElement: HTMLElement) =>
  canvasElement.querySelector('.fui-NavDrawer')?.closest('.fui-FluentProvider') as HTMLElement

const header = (canvasElement: HTMLElement) => within(canvasElement).getByRole('banner')

export const DarkNavTheme = settingStory({ navTheme: 'dark' }, async (canvasElement) => {
  const nav = sideMenuTheme(canvasElement)
  const background = getComputedStyle(nav).getPropertyValue('--colorNeutralBackground1').trim()
  await expect(background).not.toBe('#ffffff')
})

export const PrimaryColour = settingStory({ primaryColor: '#722ED1' }, async (canvasElement) => {
  const root = within(canvasElement).getByRole('banner').closest('.fui-FluentProvider') as HTMLElement
  await expect(getComputedStyle(root).getPropertyValue('--colorBrandBackground').trim().toLowerCase()).toBe(
    '#722ed1',
  )
})

export const FixedHeaderAutoHide = settingStory(
  { fixedHeader: true, autoHideHeader: true },
  async (canvasElement) => {
    await expect(getComputedStyle(header(canvasElement)).position).toBe('sticky')
  },
)

export const FixedSidebar = settingStory({ fixedSidebar: true }, async (canvasElement) => {
  const nav = sideMenuTheme(canvasElement)
  await expect(getComputedStyle(nav).position).toBe('sticky')
})

export const FluidTopMenu = settingStory(
  { layout: 'topmenu', contentWidth: 'Fluid' },
  async (canvasElement) => {
    const main = within(canvasElement).getByRole('main')
    await expect(getComputedStyle(main).maxWidth).toBe('none')
  },
)

export const FixedWidthTopMenu = settingStory(
  { layout: 'topmenu', contentWidth: 'Fixed' },
  async (canvasElement) => {
    const main = within(canvasElement).getByRole('main')
    await expect(getComputedStyle(main).maxWidth).toBe('1200px')
  },
)

export const ColourWeak = settingStory({ colorWeak: true }, async (canvasElement) => {
  await waitFor(() => expect(canvasElement.ownerDocument.documentElement.style.filter).toBe('invert(80%)'))
})
