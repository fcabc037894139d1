import { Button } from '@fluentui/react-components'
import type { Meta, StoryObj } from '@storybook/react-vite'
import axios from 'axios'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { createHttpClient } from '../http/httpClient'
import { animationsSettled } from '../testing/settle'
import { PorticoProvider, useNotify } from './PorticoProvider'

function NotifyButtons() {
  const notify = useNotify()
  return (
    <>
      <Button onClick={() => notify.success('保存成功！')}>成功</Button>
      <Button onClick={() => notify.warning('请选择一条记录！')}>警告</Button>
      <Button onClick={() => notify.error('拒绝访问', '系统提示')}>错误</Button>
    </>
  )
}

const meta: Meta<typeof PorticoProvider> = {
  title: 'UI/PorticoProvider',
  component: PorticoProvider,
  render: () => (
    <PorticoProvider http={createHttpClient(axios.create({ baseURL: '/jeecg-boot' }))}>
      <NotifyButtons />
    </PorticoProvider>
  ),
}
export default meta

export const Toasts: StoryObj<typeof PorticoProvider> = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const body = within(canvasElement.ownerDocument.body)
    await userEvent.click(canvas.getByRole('button', { name: '警告' }))
    const warning = await body.findByText('请选择一条记录！')
    await waitFor(() => expect(warning).toBeVisible())
    await userEvent.click(canvas.getByRole('button', { name: '错误' }))
    const title = await body.findByText('系统提示')
    await waitFor(() => expect(title).toBeVisible())
    await expect(body.getByText('拒绝访问')).toBeVisible()
    await animationsSettled(canvasElement.ownerDocument)
  },
}
