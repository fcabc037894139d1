import { describe, expect, it } from 'vitest'
import { closeLeft, closeOthers, closeRight, closeTab, HOME_TAB_KEY, openTab } from './tabRules'

const home = { key: HOME_TAB_KEY, title: '首页' }
const users = { key: '/isystem/user', title: '用户管理' }
const roles = { key: '/isystem/role?x=1', title: '角色管理' }
const departs = { key: '/isystem/depart', title: '部门管理' }
const all = [home, users, roles, departs]
const keys = (tabs: { key: string }[]) => tabs.map((t) => t.key)

describe('tab rules (spec §2, §8)', () => {
  it('adds a page once, keyed by full path, and updates its title', () => {
    let tabs = openTab([home], users)
    tabs = openTab(tabs, users)
    expect(tabs).toEqual([home, users])
    expect(openTab(tabs, { ...users, title: '用户' })[1].title).toBe('用户')
    expect(keys(openTab(tabs, { ...users, key: '/isystem/user?page=2' }))).toEqual([
      HOME_TAB_KEY,
      users.key,
      '/isystem/user?page=2',
    ])
  })

  it('always keeps 首页 first', () => {
    expect(keys(openTab([], users))).toEqual([HOME_TAB_KEY, users.key])
    expect(keys(openTab([users, home], roles))).toEqual([HOME_TAB_KEY, users.key, roles.key])
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

  it('closes the tabs left of one, keeping 首页', () => {
    const change = closeLeft(all, roles.key, users.key)
    expect(keys(change.tabs)).toEqual([HOME_TAB_KEY, roles.key, departs.key])
    expect(change.result).toEqual({ ok: true, next: roles.key })
  })

  it('closes the tabs right of one', () => {
    const change = closeRight(all, users.key, roles.key)
    expect(keys(change.tabs)).toEqual([HOME_TAB_KEY, users.key])
    expect(change.result).toEqual({ ok: true, next: users.key })
    expect(closeRight(all, users.key, users.key).result).toEqual({ ok: true, next: undefined })
  })

  it('closes every other tab but 首页', () => {
    const change = closeOthers(all, roles.key, roles.key)
    expect(keys(change.tabs)).toEqual([HOME_TAB_KEY, roles.key])
    expect(change.result).toEqual({ ok: true, next: undefined })
    expect(keys(closeOthers(all, HOME_TAB_KEY, departs.key).tabs)).toEqual([HOME_TAB_KEY])
  })
})
