import { Button } from '@fluentui/react-components'
import { animationsSettled } from '@portico/ui'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, waitFor, within } from 'storybook/test'
import { demoDeparts } from '../../mocks/fixtures'
import { accountHandlers } from '../../mocks/handlers'
import { withAppHttp } from '../../mocks/storyFrames'
import { useDepartSwitch } from './DepartSwitchDialog'

function Harness({ onSwitched }: { onSwitched: (userInfo: unknown) => void }) {
  const departSwitch = useDepartSwitch({ username: 'admin', onSwitched })
  return (
    <>
      <Button onClick={() => void departSwitch.open()}>切换部门</Button>
      {departSwitch.dialog}
    </>
  )
}

const meta: Meta<typeof Harness> = {
  title: 'App/Shell/DepartSwitchDialog',
  component: Harness,
  args: { onSwitched: fn() },
  decorators: [withAppHttp],
  parameters: { msw: { handlers: accountHandlers() } },
}
export default meta
type Story = StoryObj<typeof Harness>

export const SwitchesDepartment: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    const body = within(canvasElement.ownerDocument.body)
    await userEvent.click(canvas.getByRole('button', { name: '切换部门' }))
    const dialog = await body.findByRole('dialog', { name: '部门切换（当前部门 : 华南转运中心）' })
    await waitFor(() => expect(dialog).toBeVisible())
    await userEvent.click(within(dialog).getByRole('combobox'))
    await userEvent.click(await body.findByRole('option', { name: '海关事务部' }))
    await userEvent.click(within(dialog).getByRole('button', { name: '确认' }))
    await waitFor(() =>
      expect(args.onSwitched).toHaveBeenCalledWith(expect.objectContaining({ orgCode: 'A02' })),
    )
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull())
    // The toaster loads with its first toast: the story ends once the toast is in, not while it fades in.
    await body.findByText('操作成功！')
    await animationsSettled(canvasElement.ownerDocument)
  },
}

export const NoDepartmentsWarns: Story = {
  parameters: { msw: { handlers: accountHandlers({ departs: { list: [], orgCode: '' } }) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const body = within(canvasElement.ownerDocument.body)
    await userEvent.click(canvas.getByRole('button', { name: '切换部门' }))
    await waitFor(() => expect(body.getByText('您尚未设置部门信息!')).toBeVisible())
    await expect(body.queryByRole('dialog')).toBeNull()
    await animationsSettled(canvasElement.ownerDocument)
  },
}

export const NothingChosenIsAnError: Story = {
  parameters: { msw: { handlers: accountHandlers({ departs: { ...demoDeparts, orgCode: '' } }) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const body = within(canvasElement.ownerDocument.body)
    await userEvent.click(canvas.getByRole('button', { name: '切换部门' }))
    const dialog = await body.findByRole('dialog', { name: '部门选择' })
    await waitFor(() => expect(dialog).toBeVisible())
    await userEvent.click(within(dialog).getByRole('button', { name: '确认' }))
    await waitFor(() => expect(within(dialog).getByText('请选择部门')).toBeVisible())
    await animationsSettled(canvasElement.ownerDocument)
  },
}
