import { describe, expect, it } from 'vitest'
import { menuLeaves } from './MenuSearch'

describe('menuLeaves', () => {
  it('lists every page of the visible menu with the folders leading to it', () => {
    const entries = [
      { key: 'h', path: '/dashboard/analysis', title: '首页', internalOrExternal: false },
      {
        key: 's',
        path: '/isystem',
        title: '系统管理',
        internalOrExternal: false,
        children: [
          { key: 'u', path: '/isystem/user', title: '用户管理', internalOrExternal: false },
          { key: 'x', path: '/ext', title: '外部', internalOrExternal: true, url: 'https://x' },
        ],
      },
    ]
    expect(menuLeaves(entries).map((leaf) => [leaf.entry.key, leaf.label])).toEqual([
      ['h', '首页'],
      ['u', '系统管理 / 用户管理'],
      ['x', '系统管理 / 外部'],
    ])
  })
})
