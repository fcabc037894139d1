import type { SysDepart } from '@portico/contract'
import { PorticoProvider } from '@portico/ui'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { MemoryRouter } from 'react-router-dom'
import { expect, within } from 'storybook/test'
import { http } from '../../../api/http'
import { setLocale } from '../../../i18n'
import { chineseTextIn } from '../../../mocks/chineseText'
import { demoLogin } from '../../../mocks/fixtures'
import { accountHandlers } from '../../../mocks/handlers'
import { sessionStore } from '../../../session/sessionStore'
import AccountCenterPage from './AccountCenterPage'

const meta: Meta<typeof AccountCenterPage> = {
  title: 'App/Account/AccountCenterPage',
  component: AccountCenterPage,
  // A customer's user with an English name; the session is removed again after each story.
  beforeEach: () => {
    sessionStore.signInStaff({
      ...demoLogin,
      userInfo: { ...demoLogin.userInfo, realname: 'Amy Lee', sex: 2, phone: '15912345678' },
    })
    return () => sessionStore.clear()
  },
  decorators: [
    (Story) => (
      <PorticoProvider http={http}>
        <MemoryRouter initialEntries={['/account/center']}>
          <Story />
        </MemoryRouter>
      </PorticoProvider>
    ),
  ],
  parameters: {
    msw: {
      handlers: accountHandlers({
        departs: { list: [{ id: 'd1', orgCode: 'A01', departName: 'Sales' }] as SysDepart[], orgCode: 'A01' },
      }),
    },
  },
}
export default meta
type Story = StoryObj<typeof AccountCenterPage>

/** Who the user is, their department, the way to their settings. */
export const Profile: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByText('Sales（当前）')).toBeVisible()
    const term = (name: string) => canvas.getByText(name, { selector: 'dt' }).nextElementSibling
    await expect(term('性别')).toHaveTextContent('女')
    await expect(term('手机号码')).toHaveTextContent('15912345678')
    await expect(term('邮箱')).toHaveTextContent('未填写')
    await expect(canvas.getByRole('button', { name: '编辑资料' })).toBeVisible()
  },
}

/** A customer's user who chose English: the details, the department and the button in English, no Chinese. */
export const English: Story = {
  beforeEach: () => {
    setLocale('en')
    return () => setLocale('zh-CN')
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByText('Sales (current)')).toBeVisible()
    const term = (name: string) => canvas.getByText(name, { selector: 'dt' }).nextElementSibling
    await expect(term('Sex')).toHaveTextContent('Female')
    await expect(term('Mobile phone')).toHaveTextContent('15912345678')
    await expect(term('E-mail')).toHaveTextContent('Not given')
    await expect(canvas.getByRole('heading', { name: 'Basic information' })).toBeVisible()
    await expect(canvas.getByRole('button', { name: 'Edit profile' })).toBeVisible()
    await expect(chineseTextIn(canvasElement)).toEqual([])
  },
}
