import { DataTable, type DataTableColumn } from '@portico/grid'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { useMemo, useState } from 'react'
import { expect, userEvent, within } from 'storybook/test'
import { TreeToggleCell } from './TreeToggleCell'
import { type TreeRow, type TreeShape, visibleTreeRows } from './treeRows'

interface Node {
  id: string
  name: string
  children?: Node[]
}

const tree: Node[] = [
  {
    id: 'sys',
    name: '系统管理',
    children: [
      { id: 'user', name: '用户管理', children: [{ id: 'user-add', name: '用户新增' }] },
      { id: 'role', name: '角色管理' },
    ],
  },
  { id: 'home', name: '首页' },
]

const shape: TreeShape<Node> = { keyOf: (node) => node.id, childrenOf: (node) => node.children }

/** A tree table as 菜单管理 and 分类字典 draw it: DataTable rows from visibleTreeRows, the first cell a TreeToggleCell. */
function TreeTable() {
  const [open, setOpen] = useState<Set<string>>(new Set())
  const rows = useMemo(() => visibleTreeRows(tree, open, shape), [open])
  const toggle = (key: string) =>
    setOpen((current) => {
      const next = new Set(current)
      if (!next.delete(key)) next.add(key)
      return next
    })
  const columns: DataTableColumn<TreeRow<Node>>[] = [
    {
      key: 'name',
      title: '名称',
      width: 260,
      render: (row) => <TreeToggleCell row={row} name={row.node.name} onToggle={toggle} />,
    },
    { key: 'depth', title: '层级', width: 80, render: (row) => row.depth + 1 },
  ]
  return <DataTable aria-label="菜单" columns={columns} data={rows} rowKey={(row) => row.key} />
}

const meta: Meta<typeof TreeTable> = { title: 'App/List/TreeTable', component: TreeTable }
export default meta
type Story = StoryObj<typeof TreeTable>

/** Opening a branch shows its children indented under it; closing hides the whole branch again. */
export const OpenAndClose: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.queryByText('用户管理')).toBeNull()
    await userEvent.click(canvas.getByRole('button', { name: '展开 系统管理' }))
    await expect(await canvas.findByText('用户管理')).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: '展开 用户管理' }))
    await expect(await canvas.findByText('用户新增')).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: '收起 系统管理' }))
    await expect(canvas.queryByText('用户新增')).toBeNull()
    await expect(canvas.getByRole('button', { name: '展开 系统管理' })).toHaveAttribute(
      'aria-expanded',
      'false',
    )
  },
}
