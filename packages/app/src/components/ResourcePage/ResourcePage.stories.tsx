import { questionPieceResource } from '@portico/contract'
import { animationsSettled, PermissionProvider } from '@portico/ui'
import { dictItemsHandler, userSettingHandlers } from '@portico/ui/mocks'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { MemoryRouter } from 'react-router-dom'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { resourceHandlers } from '../../mocks/resourceHandlers'
import { withAppHttp } from '../../mocks/storyFrames'
import { ResourcePage } from './ResourcePage'

const DICTS = {
  question_type: [
    { value: '1', text: '破损' },
    { value: '2', text: '丢失' },
  ],
  question_status: [
    { value: '0', text: '待处理' },
    { value: '1', text: '处理中' },
    { value: '2', text: '已处理' },
  ],
}

/** A fake 问题件 server derived from the declaration. */
const server = resourceHandlers(
  questionPieceResource,
  [
    { id: 'q1', waybillNo: 'SF1000000001', questionType: '1', status: '0', description: '外箱破损' },
    { id: 'q2', waybillNo: 'YT2000000002', questionType: '2', status: '1', description: '派送途中丢失' },
    { id: 'q3', waybillNo: 'SF1000000003', questionType: '1', status: '2', description: '内件受潮' },
  ],
  DICTS,
)
const layouts = userSettingHandlers()

const everyCode = questionPieceResource.actions.map((action) => ({
  action: questionPieceResource.perms[action],
  type: '1',
  describe: action,
  status: '1',
}))

function Harness() {
  return (
    <PermissionProvider auth={everyCode} allAuth={everyCode}>
      <MemoryRouter initialEntries={['/question/piece']}>
        <ResourcePage resource={questionPieceResource} addLabel="登记" />
      </MemoryRouter>
    </PermissionProvider>
  )
}

const meta: Meta<typeof Harness> = {
  title: 'App/Components/ResourcePage',
  component: Harness,
  decorators: [withAppHttp],
  parameters: {
    msw: {
      handlers: [dictItemsHandler({ dicts: DICTS, delayMs: 0 }), ...layouts.handlers, ...server.handlers],
    },
  },
  beforeEach: () => {
    server.reset()
    layouts.reset()
  },
}
export default meta
type Story = StoryObj<typeof Harness>

const table = (canvasElement: HTMLElement) =>
  within(canvasElement).findByRole('table', { name: '问题件列表' })

/** The 问题件 screen as its declaration draws it. */
export const QuestionPieces: Story = {}

/** The 运单号 search matches any part of the number (a `like` field). */
export const SearchesByPartOfTheNumber: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(within(await table(canvasElement)).findByText('YT2000000002')).resolves.toBeVisible()
    await expect(canvas.getAllByText('破损').length).toBeGreaterThan(0)
    const search = canvas.getByRole('form', { name: '查询条件' })
    await userEvent.type(within(search).getByLabelText(/运单号/), '000000003')
    await userEvent.click(canvas.getByRole('button', { name: '查询' }))
    await waitFor(() => expect(canvas.queryByText('YT2000000002')).not.toBeInTheDocument())
    await expect(canvas.getByText('SF1000000003')).toBeVisible()
  },
}

/** An edit becomes version 2 in 详情 › 历史版本, and 恢复到版本 1 puts the old description back. */
export const HistoryAndRestore: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const body = within(canvasElement.ownerDocument.body)
    await within(await table(canvasElement)).findByText('SF1000000001')
    await userEvent.click(canvas.getByRole('button', { name: '编辑 SF1000000001' }))
    const dialog = await body.findByRole('dialog', { name: '编辑问题件' })
    const description = within(dialog).getByLabelText(/问题描述/)
    await userEvent.clear(description)
    await userEvent.type(description, '外箱破损，已拍照')
    await userEvent.click(within(dialog).getByRole('button', { name: '确定' }))
    await expect(await body.findByText('编辑成功!')).toBeInTheDocument()
    await waitFor(() => expect(body.queryByRole('dialog', { name: '编辑问题件' })).not.toBeInTheDocument(), {
      timeout: 5000,
    })

    // The page is inert until the closed dialog has finished leaving.
    await animationsSettled(canvasElement.ownerDocument)
    await userEvent.click(await canvas.findByRole('button', { name: '详情 SF1000000001' }, { timeout: 5000 }))
    const detail = await body.findByRole('dialog', { name: '详细信息' })
    await userEvent.click(within(detail).getByRole('tab', { name: '历史版本' }))
    const versions = await within(detail).findByRole('list', { name: '历史版本' })
    await expect(within(versions).getByText('问题描述：「外箱破损」→ 「外箱破损，已拍照」')).toBeVisible()
    await userEvent.click(within(versions).getByRole('button', { name: '恢复到版本 1' }))
    await waitFor(() => expect(body.queryByRole('dialog', { name: '详细信息' })).not.toBeInTheDocument(), {
      timeout: 5000,
    })
    await expect(await body.findByText('已恢复到版本 1')).toBeInTheDocument()
    await expect(server.rows().find((row) => row.id === 'q1')).toMatchObject({
      description: '外箱破损',
      version: 3,
    })
    await expect(await canvas.findByText('外箱破损')).toBeVisible()
    // axe runs after the play: let the closed dialog leave the page (it hides the rest while it is there).
    const leftBehind = () =>
      canvasElement.ownerDocument.querySelector('[role="dialog"], [data-portal-node][aria-hidden="true"]')
    await waitFor(() => expect(leftBehind()).toBeNull(), { timeout: 5000 })
    await animationsSettled(canvasElement.ownerDocument)
  },
}
