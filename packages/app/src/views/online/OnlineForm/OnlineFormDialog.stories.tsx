import { defineResource, type OnlineFormDeclaration } from '@portico/contract'
import { animationsSettled } from '@portico/ui'
import { dictItemsHandler } from '@portico/ui/mocks'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { HttpResponse, http as mock } from 'msw'
import { useState } from 'react'
import { expect, fn, userEvent, waitFor, within } from 'storybook/test'
import type { ResourceRow } from '../../../components/ResourcePage'
import { withAppHttp } from '../../../mocks/storyFrames'
import { OnlineFormDialog } from './OnlineFormDialog'

const BASE = '/online/cgform/data/upkeep-head'
const main = defineResource({
  baseUrl: BASE,
  permission: 'online:onl_upkeep',
  title: '车辆保养',
  table: 'onl_upkeep',
  labelField: 'carNo',
  fields: {
    carNo: { label: '车牌号', kind: 'text', required: true },
    upkeepType: { label: '保养类型', kind: 'dict', dictCode: 'upkeep_type' },
  },
  scope: { tenant: true },
})
const items = defineResource({
  baseUrl: '/online/cgform/data/item-head',
  permission: 'online:onl_upkeep_item',
  title: '保养项目',
  table: 'onl_upkeep_item',
  labelField: 'item',
  fields: {
    upkeepId: { label: '保养记录', kind: 'text' },
    item: { label: '项目', kind: 'text', required: true },
    qty: { label: '数量', kind: 'integer' },
    price: { label: '单价', kind: 'money' },
  },
  scope: { tenant: true },
})
const declaration: OnlineFormDeclaration = {
  ...main,
  subTables: [{ table: 'onl_upkeep_item', title: '保养项目', foreignKey: 'upkeepId', resource: items }],
}

const STORED = {
  id: 'r1',
  version: 3,
  carNo: '沪A1',
  upkeepType: '1',
  onl_upkeep_item: [
    { id: 's1', upkeepId: 'r1', item: '机油', qty: 2, price: '80.00' },
    { id: 's2', upkeepId: 'r1', item: '滤芯', qty: 1, price: '35.50' },
  ],
}

/** Bodies the mock server received, newest last. */
const received: Record<string, unknown>[] = []
const reply = (result: unknown, message = '') =>
  HttpResponse.json({ success: true, code: 200, message, result })

function Harness({ row, onSaved }: { row: Partial<ResourceRow>; onSaved: () => void }) {
  const [open, setOpen] = useState<Partial<ResourceRow> | null>(row)
  return (
    <OnlineFormDialog
      declaration={declaration}
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
  title: 'App/Online/OnlineFormDialog',
  component: Harness,
  args: { row: {}, onSaved: fn() },
  decorators: [withAppHttp],
  parameters: {
    msw: {
      handlers: [
        dictItemsHandler({ dicts: { upkeep_type: [{ value: '1', text: '常规保养', title: '常规保养' }] } }),
        mock.get(`/jeecg-boot${BASE}/queryById`, () => reply(STORED)),
        mock.post(`/jeecg-boot${BASE}/add`, async ({ request }) => {
          received.push((await request.json()) as Record<string, unknown>)
          return reply('new-id', '添加成功！')
        }),
        mock.put(`/jeecg-boot${BASE}/edit`, async ({ request }) => {
          received.push((await request.json()) as Record<string, unknown>)
          return reply(null, '编辑成功!')
        }),
      ],
    },
  },
}
export default meta
type Story = StoryObj<typeof Harness>

/** Types into a control by pasting (one event, not one per character: the stories run on a loaded machine). */
async function fill(control: HTMLElement, text: string) {
  await userEvent.click(control)
  await userEvent.paste(text)
}

const SAVED = { timeout: 5000 }

async function openDialog(canvasElement: HTMLElement, name: string) {
  const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog', { name })
  await waitFor(() => expect(dialog).toBeVisible())
  await animationsSettled(canvasElement.ownerDocument)
  return within(dialog)
}

export const RefusesAnEmptyRequiredCell: Story = {
  play: async ({ canvasElement, args }) => {
    received.length = 0
    const dialog = await openDialog(canvasElement, '新增车辆保养')
    const sub = within(await dialog.findByRole('region', { name: '保养项目' }))
    await fill(dialog.getByRole('textbox', { name: /车牌号/ }), '粤B9')
    await userEvent.click(sub.getByRole('button', { name: '新增' }))
    await fill(await sub.findByRole('textbox', { name: '数量 第1行' }), '1')
    await userEvent.click(dialog.getByRole('button', { name: '确定' }))
    const item = sub.getByRole('textbox', { name: '项目 第1行' })
    await waitFor(
      () => expect(item.closest('[role="gridcell"]')).toHaveAttribute('aria-invalid', 'true'),
      SAVED,
    )
    await expect(received).toEqual([])
    await expect(args.onSaved).not.toHaveBeenCalled()
  },
}

export const AddWithSubRows: Story = {
  play: async ({ canvasElement, args }) => {
    received.length = 0
    const dialog = await openDialog(canvasElement, '新增车辆保养')
    const sub = within(await dialog.findByRole('region', { name: '保养项目' }))
    await fill(dialog.getByRole('textbox', { name: /车牌号/ }), '粤B8')
    await userEvent.click(sub.getByRole('button', { name: '新增' }))
    await fill(await sub.findByRole('textbox', { name: '项目 第1行' }), '雨刮')
    // Keyboard: Tab goes from a cell to the next one.
    await userEvent.tab()
    await waitFor(() => expect(sub.getByRole('textbox', { name: '数量 第1行' })).toHaveFocus())
    await userEvent.keyboard('2')
    await fill(sub.getByRole('textbox', { name: '单价 第1行' }), '19.90')
    await userEvent.click(dialog.getByRole('button', { name: '确定' }))
    await waitFor(() => expect(args.onSaved).toHaveBeenCalled(), SAVED)
    await expect(received.at(-1)).toMatchObject({
      carNo: '粤B8',
      onl_upkeep_item: [{ item: '雨刮', qty: '2', price: '19.90' }],
    })
    // The foreign key is the server's to write.
    await expect(received.at(-1)?.onl_upkeep_item).toEqual([
      expect.not.objectContaining({ upkeepId: expect.anything() }),
    ])
  },
}

export const EditKeepsAndDeletesRows: Story = {
  args: { row: { id: 'r1', version: 3, carNo: '沪A1', upkeepType: '1' } },
  play: async ({ canvasElement, args }) => {
    received.length = 0
    const dialog = await openDialog(canvasElement, '编辑车辆保养')
    const sub = within(await dialog.findByRole('region', { name: '保养项目' }))
    await expect(await sub.findByRole('textbox', { name: '项目 第1行' })).toHaveValue('机油')
    const price = sub.getByRole('textbox', { name: '单价 第2行' })
    await expect(price).toHaveValue('35.50')
    await userEvent.clear(price)
    await fill(price, '36')
    await userEvent.click(sub.getByRole('checkbox', { name: '选择第1行' }))
    await userEvent.click(sub.getByRole('button', { name: '删除' }))
    await waitFor(() => expect(sub.getByRole('textbox', { name: '项目 第1行' })).toHaveValue('滤芯'))
    await userEvent.click(dialog.getByRole('button', { name: '确定' }))
    await waitFor(() => expect(args.onSaved).toHaveBeenCalled(), SAVED)
    await expect(received.at(-1)).toMatchObject({
      id: 'r1',
      version: '3',
      carNo: '沪A1',
      onl_upkeep_item: [{ item: '滤芯', qty: '1', price: '36' }],
    })
  },
}
