import { Button } from '@fluentui/react-components'
import type { TableSyncMessage } from '@portico/contract'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { Demo, grid, parcelColumns, parcelRows } from '../../test-support/editableTableStory'
import type { EditableTableProps } from '../EditableTable.types'
import { tableSyncSocketHandler } from './tableSync.mocks'

/** The table as a page uses it: rows reloaded from the server on demand, the socket's state shown. */
function SyncedPage(props: EditableTableProps) {
  const [rows, setRows] = useState(props.dataSource)
  const [status, setStatus] = useState('')
  return (
    <>
      <Button onClick={() => setRows(parcelRows.map((row) => ({ ...row })))}>重新加载</Button>
      <output aria-label="同步状态" style={{ marginInlineStart: 8 }}>
        {status}
      </output>
      <Demo
        {...props}
        dataSource={rows}
        sync={
          props.sync && {
            ...props.sync,
            onStatusChange: (s) => setStatus(s.reason ? `${s.state}: ${s.reason}` : s.state),
          }
        }
      />
    </>
  )
}

const received: TableSyncMessage[] = []
const remoteEdit: TableSyncMessage = {
  type: 'update_vxe_table',
  data: { socketKey: 'parcels', args: [{ id: '1002', name: '李四（远程）', weight: 9.5 }, 'another-screen'] },
}
// The same table on another page, and another table on this page: neither applies here.
const otherTable: TableSyncMessage = {
  type: 'update_vxe_table',
  data: { socketKey: 'orders', args: [{ id: '1001', name: '别的表' }, 'another-screen'] },
}

const meta = {
  title: 'Grid/EditableTable/Sync',
  component: Demo,
  args: {
    columns: parcelColumns,
    dataSource: parcelRows,
    'aria-label': '包裹明细',
    sync: { socketKey: 'parcels', pageId: 'parcel-batch-1', userId: 'u1', token: 'demo-token' },
  },
  beforeEach: () => {
    received.length = 0
  },
  parameters: { msw: { handlers: [tableSyncSocketHandler({ push: [otherTable, remoteEdit], received })] } },
} satisfies Meta<typeof Demo>

export default meta
type Story = StoryObj<typeof meta>

const updates = () => received.filter((message) => message.type === 'update_vxe_table')

/** Another screen edits 李四's row: the change shows here. An edit here goes out as update_vxe_table. */
export const RemoteEditApplied: Story = {
  play: async ({ canvasElement }) => {
    const table = within(grid(canvasElement))
    await expect(await table.findByText('李四（远程）', {}, { timeout: 5000 })).toBeVisible()
    await expect(table.getByText('9.5')).toBeVisible()
    await expect(table.getByText('张三')).toBeVisible()

    await userEvent.click(table.getByText('张三'))
    const input = await table.findByRole('textbox', { name: '收件人 第1行' })
    await userEvent.type(input, '丰{Escape}')
    await waitFor(() =>
      expect(updates()).toEqual([
        {
          type: 'update_vxe_table',
          data: {
            socketKey: 'parcels',
            args: [
              expect.objectContaining({ id: '1001', name: '张三丰', phone: '13800138000' }),
              expect.any(String),
            ],
          },
        },
      ]),
    )
    // The remote row was not sent back.
    await expect(updates().some((message) => message.data.args[0].id === '1002')).toBe(false)
  },
}

/** The page reloads its rows (a new dataSource): that is not an edit, so only the edit made after it goes out. */
export const ReloadIsNotSent: Story = {
  render: (args) => <SyncedPage {...args} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await waitFor(() => expect(canvas.getByRole('status', { name: '同步状态' })).toHaveTextContent('online'))
    const table = within(grid(canvasElement))
    await expect(await table.findByText('李四（远程）', {}, { timeout: 5000 })).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: '重新加载' }))
    await expect(await table.findByText('李四')).toBeVisible()
    await userEvent.click(table.getByText('张三'))
    await userEvent.type(await table.findByRole('textbox', { name: '收件人 第1行' }), '丰{Escape}')
    await waitFor(() => expect(updates()).toHaveLength(1))
    await expect(updates()[0]?.data.args[0]).toMatchObject({ id: '1001', name: '张三丰' })
  },
}

/** The server refuses the page (1008): the state says so, with the server's reason. */
export const Refused: Story = {
  render: (args) => <SyncedPage {...args} />,
  parameters: {
    msw: { handlers: [tableSyncSocketHandler({ refuse: 'forbidden: site:instore:edit', received })] },
  },
  play: async ({ canvasElement }) => {
    const state = within(canvasElement).getByRole('status', { name: '同步状态' })
    await waitFor(() => expect(state).toHaveTextContent('refused: forbidden: site:instore:edit'))
    await expect(received).toEqual([])
  },
}

/** With reloadEffect, the row another screen changed is marked for 1400 ms; the other rows never are. */
export const ReloadEffect: Story = {
  args: { reloadEffect: true },
  play: async ({ canvasElement }) => {
    const table = within(grid(canvasElement))
    const remoteRow = () => table.getByText('李四（远程）').closest('[role="row"]')
    await table.findByText('李四（远程）', {}, { timeout: 5000 })
    await expect(remoteRow()).toHaveAttribute('data-reloaded', 'true')
    await expect(table.getByText('张三').closest('[role="row"]')).not.toHaveAttribute('data-reloaded')
    const marked = performance.now()
    await waitFor(() => expect(remoteRow()).not.toHaveAttribute('data-reloaded'), { timeout: 4000 })
    // Cleared by the 1400 ms timer, not at once (the check above polls every 50 ms).
    await expect(performance.now() - marked).toBeGreaterThan(1000)
  },
}
