import { questionPieceResource, STALE_EDIT_CODE, STALE_EDIT_MESSAGE } from '@portico/contract'
import { animationsSettled } from '@portico/ui'
import { dictItemsHandler } from '@portico/ui/mocks'
import { createUploadGate, staticFileHandler, uploadSuccessHandler } from '@portico/upload/mocks'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { HttpResponse, http as mock } from 'msw'
import { useState } from 'react'
import { expect, fn, userEvent, waitFor, within } from 'storybook/test'
import { withAppHttp } from '../../mocks/storyFrames'
import { ResourceFormDialog } from './ResourceFormDialog'
import type { ResourceRow } from './resourceValues'

type QuestionPiece = ResourceRow

const DICTS = {
  question_type: [
    { value: '1', text: '破损', title: '破损' },
    { value: '2', text: '丢失', title: '丢失' },
  ],
  question_status: [
    { value: '0', text: '待处理', title: '待处理' },
    { value: '2', text: '已处理', title: '已处理' },
  ],
}

/** Bodies the mock server received, newest last. */
const received: Record<string, unknown>[] = []

const saveHandlers = [
  mock.post('/jeecg-boot/question/questionPiece/add', async ({ request }) => {
    received.push((await request.json()) as Record<string, unknown>)
    return HttpResponse.json({ success: true, message: '添加成功！', code: 200, result: 'new-id' })
  }),
  mock.put('/jeecg-boot/question/questionPiece/edit', async ({ request }) => {
    received.push((await request.json()) as Record<string, unknown>)
    return HttpResponse.json({ success: true, message: '编辑成功!', code: 200, result: null })
  }),
]

function Harness({ piece, onSaved }: { piece: Partial<QuestionPiece>; onSaved: () => void }) {
  const [open, setOpen] = useState<Partial<QuestionPiece> | null>(piece)
  return (
    <ResourceFormDialog
      resource={questionPieceResource}
      addLabel="登记"
      row={open}
      onClose={() => setOpen(null)}
      onSaved={() => {
        setOpen(null)
        onSaved()
      }}
    />
  )
}

const meta: Meta<typeof Harness> = {
  title: 'App/ResourcePage/ResourceFormDialog',
  component: Harness,
  args: { piece: {}, onSaved: fn() },
  decorators: [withAppHttp],
  parameters: {
    msw: {
      handlers: [
        dictItemsHandler({ dicts: DICTS, delayMs: 0 }),
        uploadSuccessHandler({ delayMs: 50 }),
        staticFileHandler(),
        ...saveHandlers,
      ],
    },
  },
}
export default meta
type Story = StoryObj<typeof Harness>

async function openDialog(canvasElement: HTMLElement, name: string) {
  const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog', { name })
  await waitFor(() => expect(dialog).toBeVisible())
  await animationsSettled(canvasElement.ownerDocument)
  return dialog
}

/** After a save: the dialog has gone and the success toast has finished fading in (axe runs after the play). */
async function savedAndSettled(canvasElement: HTMLElement, toast: string) {
  const body = within(canvasElement.ownerDocument.body)
  await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument())
  await expect(await body.findByText(toast)).toBeInTheDocument()
  await animationsSettled(canvasElement.ownerDocument)
}

const PNG = Uint8Array.from(
  atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg=='),
  (c) => c.charCodeAt(0),
)

export const RequiredFields: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = await openDialog(canvasElement, '登记问题件')
    await userEvent.click(within(dialog).getByRole('button', { name: '确定' }))
    await expect(await within(dialog).findByText('请输入运单号!')).toBeVisible()
    await expect(await within(dialog).findByText('请选择问题类型!')).toBeVisible()
    await userEvent.type(within(dialog).getByLabelText(/运单号/), 'a b')
    await userEvent.click(within(dialog).getByRole('button', { name: '确定' }))
    await expect(await within(dialog).findByText('运单号为4-64位字母、数字或短横线')).toBeVisible()
    await expect(args.onSaved).not.toHaveBeenCalled()
  },
}

export const RegistersWithPhotosAndFiles: Story = {
  play: async ({ canvasElement, args }) => {
    received.length = 0
    const body = within(canvasElement.ownerDocument.body)
    const dialog = await openDialog(canvasElement, '登记问题件')
    await userEvent.type(within(dialog).getByLabelText(/运单号/), 'SF2026001')
    await userEvent.click(within(dialog).getByRole('combobox', { name: /问题类型/ }))
    await userEvent.click(await body.findByRole('option', { name: '破损' }))
    const photos = within(within(dialog).getByRole('group', { name: '问题图片' }))
    await userEvent.upload(photos.getByTestId('file-input'), [
      new File([PNG], 'front.png', { type: 'image/png' }),
      new File([PNG], 'side.png', { type: 'image/png' }),
    ])
    await waitFor(() => expect(within(dialog).getAllByRole('img')).toHaveLength(2))
    await userEvent.click(within(dialog).getByRole('button', { name: '右移 front.png' }))
    const files = within(within(dialog).getByRole('group', { name: '附件' }))
    await userEvent.upload(files.getByTestId('file-input'), new File(['%PDF-1.4'], 'report.pdf'))
    await expect(await within(dialog).findByRole('link', { name: 'report.pdf' })).toBeVisible()
    await userEvent.click(within(dialog).getByRole('button', { name: '确定' }))
    await waitFor(() => expect(args.onSaved).toHaveBeenCalled())
    await expect(received.at(-1)).toMatchObject({
      waybillNo: 'SF2026001',
      questionType: '1',
      status: '0',
      images: 'question/side_1700000000000.png,question/front_1700000000000.png',
      attachments: 'question/report_1700000000000.pdf',
    })
    await savedAndSettled(canvasElement, '添加成功！')
  },
}

export const EditsSavedFiles: Story = {
  args: {
    piece: {
      id: 'p1',
      waybillNo: 'YT0001',
      questionType: '2',
      status: '0',
      images: 'question/a_1700000000001.png,question/b_1700000000002.png',
      attachments: 'question/c_1700000000003.pdf',
    },
  },
  play: async ({ canvasElement, args }) => {
    received.length = 0
    const dialog = await openDialog(canvasElement, '编辑问题件')
    await waitFor(() => expect(within(dialog).getAllByRole('img')).toHaveLength(2))
    await userEvent.click(within(dialog).getByRole('button', { name: '删除 a.png' }))
    await userEvent.click(within(dialog).getByRole('button', { name: '确定' }))
    await waitFor(() => expect(args.onSaved).toHaveBeenCalled())
    await expect(received.at(-1)).toMatchObject({
      id: 'p1',
      images: 'question/b_1700000000002.png',
      attachments: 'question/c_1700000000003.pdf',
    })
    await savedAndSettled(canvasElement, '编辑成功!')
  },
}

const gate = createUploadGate()

/** 确定 pressed while a document is still uploading: nothing is saved until it is done, then the new file is. */
export const WaitsForUploadsBeforeSaving: Story = {
  args: {
    piece: {
      id: 'p2',
      waybillNo: 'YT0002',
      questionType: '1',
      status: '0',
      images: 'question/a_1700000000001.png',
      attachments: 'question/c_1700000000003.pdf',
    },
  },
  parameters: {
    msw: {
      handlers: [
        dictItemsHandler({ dicts: DICTS, delayMs: 0 }),
        gate.handler,
        staticFileHandler(),
        ...saveHandlers,
      ],
    },
  },
  beforeEach: () => {
    gate.reset()
    received.length = 0
  },
  play: async ({ canvasElement, args }) => {
    const dialog = await openDialog(canvasElement, '编辑问题件')
    const files = within(within(dialog).getByRole('group', { name: '附件' }))
    await userEvent.upload(files.getByTestId('file-input'), new File(['%PDF-1.4'], 'invoice.pdf'))
    const confirm = within(dialog).getByRole('button', { name: '确定' })
    await expect(await within(dialog).findByText('文件上传中，请稍候')).toBeVisible()
    await expect(confirm).toHaveAttribute('aria-disabled', 'true')
    await expect(confirm).toHaveAccessibleDescription('文件上传中，请稍候')
    await userEvent.click(confirm)
    await expect(args.onSaved).not.toHaveBeenCalled()
    await expect(received).toEqual([])

    gate.open()
    await expect(await within(dialog).findByRole('link', { name: 'invoice.pdf' })).toBeVisible()
    await waitFor(() => expect(confirm).not.toHaveAttribute('aria-disabled'))
    await expect(within(dialog).queryByText('文件上传中，请稍候')).not.toBeInTheDocument()
    await userEvent.click(confirm)
    await waitFor(() => expect(args.onSaved).toHaveBeenCalled())
    await expect(received).toHaveLength(1)
    await expect(received[0]).toMatchObject({
      id: 'p2',
      images: 'question/a_1700000000001.png',
      attachments: 'question/c_1700000000003.pdf,question/invoice_1700000000000.pdf',
    })
    await savedAndSettled(canvasElement, '编辑成功!')
  },
}

/** What the server holds after someone else saved the record: a newer version. */
const newer = {
  id: 'p3',
  waybillNo: 'YT0003',
  questionType: '2',
  questionType_dictText: '丢失',
  status: '2',
  status_dictText: '已处理',
  description: '已联系客户补发',
  images: null,
  attachments: null,
  version: 4,
}

/** Someone else saved first: the edit is refused, the changed fields are named, and 重新加载 takes their version. */
export const RefusedStaleEdit: Story = {
  args: { piece: { ...newer, status: '0', description: null, version: 3 } },
  parameters: {
    msw: {
      handlers: [
        dictItemsHandler({ dicts: DICTS, delayMs: 0 }),
        mock.put('/jeecg-boot/question/questionPiece/edit', async ({ request }) => {
          const body = (await request.json()) as Record<string, unknown>
          received.push(body)
          if (body.version === '4')
            return HttpResponse.json({ success: true, message: '编辑成功!', code: 200, result: newer })
          return HttpResponse.json(
            { success: false, message: STALE_EDIT_MESSAGE, code: STALE_EDIT_CODE, result: newer },
            { status: STALE_EDIT_CODE },
          )
        }),
      ],
    },
  },
  beforeEach: () => {
    received.length = 0
  },
  play: async ({ canvasElement, args }) => {
    const dialog = await openDialog(canvasElement, '编辑问题件')
    await userEvent.click(within(dialog).getByRole('button', { name: '确定' }))
    await expect(await within(dialog).findByText(STALE_EDIT_MESSAGE)).toBeVisible()
    const changed = within(dialog).getByRole('list', { name: '与当前版本不同的字段' })
    await expect(within(changed).getByText('处理状态：当前为「已处理」')).toBeVisible()
    await expect(within(changed).getByText('问题描述：当前为「已联系客户补发」')).toBeVisible()
    await expect(args.onSaved).not.toHaveBeenCalled()

    await userEvent.click(within(dialog).getByRole('button', { name: '重新加载' }))
    await expect(within(dialog).getByLabelText(/问题描述/)).toHaveValue('已联系客户补发')
    await expect(within(dialog).queryByText(STALE_EDIT_MESSAGE)).not.toBeInTheDocument()
    await userEvent.click(within(dialog).getByRole('button', { name: '确定' }))
    await waitFor(() => expect(args.onSaved).toHaveBeenCalled())
    await expect(received.map((body) => body.version)).toEqual(['3', '4'])
    await savedAndSettled(canvasElement, '编辑成功!')
  },
}
