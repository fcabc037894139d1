import { describe, expect, it } from 'vitest'
import { closeTab, HOME_TAB_KEY, openTab } from './useTabs'

const home = { key: HOME_TAB_KEY, title: '首页' }
const users = { key: '/isystem/user', title: '用户管理' }
const roles = { key: '/isystem/role?x=1', title: '角色管理' }

describe('tab rules (spec §2, §8)', () => {
  it('adds a page once, keyed by full path, and updates its title', () => {
    let tabs = openTab([home], users)
    tabs = openTab(tabs, users)
    expect(tabs).toEqual([home, users])
    expect(openTab(tabs, { ...users, title: '用户' })[1].title).toBe('用户')
  })

  it('refuses to close the home tab and the last page', () => {
    expect(closeTab([home, users], HOME_TAB_KEY, users.key).result).toEqual({
      ok: false,
      message: '首页不能关闭!',
    })
    expect(closeTab([users], users.key, users.key).result).toEqual({
      ok: false,
      message: '这是最后一页，不能再关闭了啦',
    })
  })

  it('moves to the neighbouring tab when the active one closes', () => {
    const closing = closeTab([home, users, roles], users.key, users.key)
    expect(closing.tabs).toEqual([home, roles])
    expect(closing.result).toEqual({ ok: true, next: roles.key })
    expect(closeTab([home, users, roles], roles.key, roles.key).result).toEqual({ ok: true, next: users.key })
    expect(closeTab([home, users, roles], roles.key, users.key).result).toEqual({ ok: true, next: undefined })
  })
})
