import type { MenuNode } from '@portico/contract'
import { describe, expect, it } from 'vitest'
import { isPermitted, menuToEntries, menuToRoutes, menuTrail } from './menuRoutes'

const meta = (title: string, extra: Partial<MenuNode['meta']> = {}) => ({
  title,
  keepAlive: false,
  internalOrExternal: false,
  componentName: title,
  ...extra,
})

const menu: MenuNode[] = [
  {
    id: '1',
    path: '/dashboard/analysis',
    name: 'dashboard-analysis',
    component: 'dashboard/Analysis',
    route: '1',
    meta: meta('首页'),
  },
  {
    id: '2',
    path: '/isystem',
    name: 'isystem',
    component: 'layouts/RouteView',
    route: '1',
    meta: meta('系统管理'),
    children: [
      {
        id: '3',
        path: '/isystem/user',
        name: 'isystem-user',
        component: 'system/UserList',
        route: '1',
        meta: meta('用户管理', { keepAlive: true }),
      },
      {
        id: '4',
        path: '/isystem/hidden',
        name: 'h',
        component: 'system/Hidden',
        route: '1',
        hidden: true,
        meta: meta('隐藏'),
      },
      {
        id: '5',
        path: '/isystem/noroute',
        name: 'n',
        component: 'system/NoRoute',
        route: '0',
        meta: meta('不注册'),
      },
      {
        id: '6',
        path: '/isystem/secret',
        name: 's',
        component: 'system/Secret',
        route: '1',
        meta: meta('需授权', { permissionList: [{ action: 'secret:view', type: '1', describe: '' }] }),
      },
    ],
  },
  {
    id: '7',
    path: '/monitor',
    name: 'monitor',
    component: 'layouts/RouteView',
    route: '1',
    meta: meta('监控'),
    children: [
      {
        id: '8',
        path: '/monitor/druid',
        name: 'druid',
        component: 'layouts/IframePageView',
        route: '1',
        meta: meta('SQL监控', { url: "{{ window._CONFIG['domianURL'] }}/druid/", internalOrExternal: true }),
      },
    ],
  },
]

describe('menu to routes', () => {
  it('registers pages, skips route 0, folders and pages the user may not see', () => {
    const routes = menuToRoutes(menu, [])
    expect(routes.map((r) => r.path)).toEqual([
      '/dashboard/analysis',
      '/isystem/user',
      '/isystem/hidden',
      '/monitor/druid',
    ])
    expect(routes[1]).toMatchObject({ title: '用户管理', component: 'system/UserList', keepAlive: true })
  })

  it('shows a page with a permission list to a holder', () => {
    const routes = menuToRoutes(menu, [{ action: 'secret:view', type: '1', describe: '' }])
    expect(routes.map((r) => r.path)).toContain('/isystem/secret')
  })

  it('refuses a null permission list', () => {
    expect(() => isPermitted(menu[1].children![3], null)).toThrow('permissions must be a non-null array')
  })

  it('builds the side menu without hidden items and resolves url placeholders', () => {
    const entries = menuToEntries(menu, [], { domianURL: 'http://h/jeecg-boot' })
    expect(entries.map((e) => e.title)).toEqual(['首页', '系统管理', '监控'])
    expect(entries[1].children!.map((e) => e.title)).toEqual(['用户管理', '不注册'])
    expect(entries[2].children![0]).toMatchObject({
      url: 'http://h/jeecg-boot/druid/',
      internalOrExternal: true,
    })
  })

  it('finds the breadcrumb trail of a page', () => {
    expect(menuTrail(menu, '/isystem/user').map((t) => t.title)).toEqual(['系统管理', '用户管理'])
    expect(menuTrail(menu, '/nowhere')).toEqual([])
  })
})
