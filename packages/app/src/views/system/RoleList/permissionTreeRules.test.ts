import { describe, expect, it } from 'vitest'
import { checkState, type PermissionNode, toggle } from './permissionTreeRules'

const leaf = (key: string): PermissionNode => ({ key, title: key, children: null })
const tree: PermissionNode[] = [
  {
    key: 'sys',
    title: '系统管理',
    children: [{ key: 'user', title: '用户管理', children: [leaf('add'), leaf('edit')] }, leaf('role')],
  },
]

describe('the 授权 tree', () => {
  it('linked: ticking a button holds its menus, unticking the last one releases them', () => {
    const held = toggle(tree, new Set(), leaf('add'), true, true)
    expect([...held].sort()).toEqual(['add', 'sys', 'user'])
    expect(checkState(tree[0], held, true)).toBe('mixed')
    expect([...toggle(tree, held, leaf('add'), false, true)]).toEqual([])
  })

  it('linked: ticking a menu takes its whole branch', () => {
    const held = toggle(tree, new Set(), tree[0].children![0], true, true)
    expect([...held].sort()).toEqual(['add', 'edit', 'sys', 'user'])
    expect(checkState(tree[0].children![0], held, true)).toBe(true)
  })

  it('independent: only the node changes', () => {
    expect([...toggle(tree, new Set(['sys']), leaf('add'), true, false)].sort()).toEqual(['add', 'sys'])
    expect(checkState(tree[0], new Set(['sys']), false)).toBe(true)
  })
})
