import type { MenuNode, UserPermissions } from '@portico/contract'
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { sysPermission } from '../../../../src/db/schema'
import { call, login, withTestApp } from '../../../helpers/app'
import { expectRefused } from '../../../helpers/refusals'

const t = withTestApp({ admin: 'admin', ops: 'zhangwei', hr: 'wangfang', customer: 'yunfan' })

const flatten = (nodes: MenuNode[]): MenuNode[] => nodes.flatMap((n) => [n, ...flatten(n.children ?? [])])

async function permissionsOf(token: string): Promise<UserPermissions> {
  const { status, body } = await call<UserPermissions>(
    t.app,
    'GET',
    '/sys/permission/getUserPermissionByToken',
    token,
  )
  expect(status).toBe(200)
  expect(body).toMatchObject({ success: true, code: 200, message: '查询成功' })
  return body.result!
}

describe('GET /sys/permission/getUserPermissionByToken', () => {
  it('gives admin the whole tree, every button and the JeecgBoot node shape', async () => {
    const { menu, auth, allAuth } = await permissionsOf(t.admin)
    expect(menu[0]).toMatchObject({
      path: '/dashboard/analysis',
      name: 'dashboard-analysis',
      component: 'dashboard/Analysis',
      route: '1',
      meta: { title: '首页', keepAlive: true, internalOrExternal: false },
    })
    const system = menu.find((m) => m.path === '/isystem')!
    expect(system).toMatchObject({ component: 'layouts/RouteView', meta: { title: '系统管理' } })
    const user = system.children!.find((c) => c.path === '/isystem/user')!
    expect(user).toMatchObject({
      name: 'isystem-user',
      component: 'system/UserList',
      meta: { title: '用户管理' },
    })
    expect(user).not.toHaveProperty('redirect')
    expect(user).not.toHaveProperty('children')
    const all = flatten(menu)
    expect(new Set(all.map((n) => n.path)).size).toBe(all.length)
    expect(new Set(all.map((n) => n.name)).size).toBe(all.length)
    // Every page has its own component, but folders, and the online forms and reports (JeecgBoot's one online list
    // and one online report page, each opened by id or code).
    const shared = new Set([
      'layouts/RouteView',
      'modules/online/cgform/auto/OnlCgformAutoList',
      'modules/online/cgreport/auto/OnlCgreportAutoList',
    ])
    expect(new Set(all.map((n) => n.component).filter((c) => !shared.has(c))).size).toBe(
      all.filter((n) => !shared.has(n.component)).length,
    )
    for (const path of [
      '/batch/supplier',
      '/customs/inspection',
      '/site/outStore',
      '/isystem/tenant',
      '/dashboard/workplace',
    ]) {
      expect(all.map((n) => n.path)).toContain(path)
    }
    expect(all.find((n) => n.name === 'account-settings-base')).toBeDefined()
    const codes = auth.map((a) => a.action).sort()
    expect(codes).toEqual([
      'bill:count:exportXls',
      'bill:count:list',
      'bill:customer:delete',
      'bill:customer:deleteBatch',
      'bill:customer:edit',
      'bill:customer:exportXls',
      'bill:customer:generate',
      'bill:customer:lines:exportXls',
      'bill:customer:list',
      'bill:customer:pdf',
      'bill:customer:status',
      'bill:reconciliation:delete',
      'bill:reconciliation:deleteBatch',
      'bill:reconciliation:edit',
      'bill:reconciliation:exportXls',
      'bill:reconciliation:import',
      'bill:reconciliation:list',
      'bill:reconciliation:resolve',
      'channel:channel:add',
      'channel:channel:delete',
      'channel:channel:deleteBatch',
      'channel:channel:edit',
      'channel:channel:exportXls',
      'channel:channel:importExcel',
      'channel:channel:list',
      'channel:costPlan:add',
      'channel:costPlan:delete',
      'channel:costPlan:deleteBatch',
      'channel:costPlan:edit',
      'channel:costPlan:exportXls',
      'channel:costPlan:list',
      'channel:costPlan:quote',
      'channel:currency:add',
      'channel:currency:delete',
      'channel:currency:deleteBatch',
      'channel:currency:edit',
      'channel:currency:exportXls',
      'channel:currency:importExcel',
      'channel:currency:list',
      'channel:customerBind:add',
      'channel:customerBind:delete',
      'channel:customerBind:deleteBatch',
      'channel:customerBind:edit',
      'channel:customerBind:exportXls',
      'channel:customerBind:list',
      'channel:salePlan:add',
      'channel:salePlan:delete',
      'channel:salePlan:deleteBatch',
      'channel:salePlan:edit',
      'channel:salePlan:exportXls',
      'channel:salePlan:list',
      'channel:salePlan:quote',
      'customer:apikey:add',
      'customer:apikey:list',
      'customer:apikey:revoke',
      'customer:center:add',
      'customer:center:edit',
      'customer:center:exportXls',
      'customer:center:list',
      'customer:depart:add',
      'customer:depart:delete',
      'customer:depart:edit',
      'customer:depart:list',
      'customer:payCost:add',
      'customer:payCost:edit',
      'customer:payCost:exportXls',
      'customer:payCost:list',
      'customer:role:add',
      'customer:role:auth',
      'customer:role:delete',
      'customer:role:edit',
      'customer:role:list',
      'customer:user:add',
      'customer:user:edit',
      'customer:user:frozen',
      'customer:user:list',
      'customer:webhook:add',
      'customer:webhook:delete',
      'customer:webhook:list',
      'customer:webhook:resend',
      'customs:dataBatch:create',
      'customs:dataBatch:delete',
      'customs:dataBatch:deleteBatch',
      'customs:dataBatch:edit',
      'customs:dataBatch:exportFile',
      'customs:dataBatch:exportXls',
      'customs:dataBatch:list',
      'customs:declaration:edit',
      'customs:declaration:exportXls',
      'customs:declaration:importResponse',
      'customs:declaration:inspect',
      'customs:declaration:list',
      'customs:declaration:submit',
      'customs:deduct:add',
      'customs:deduct:delete',
      'customs:deduct:deleteBatch',
      'customs:deduct:edit',
      'customs:deduct:exportXls',
      'customs:deduct:list',
      'customs:inspection:exportXls',
      'customs:inspection:list',
      'customs:inspection:result',
      'dashboard:analysis:view',
      'dashboard:monitor:view',
      'dashboard:visit:view',
      'hscode:hsCode:add',
      'hscode:hsCode:delete',
      'hscode:hsCode:deleteBatch',
      'hscode:hsCode:edit',
      'hscode:hsCode:exportXls',
      'hscode:hsCode:importExcel',
      'hscode:hsCode:list',
      'hscode:todayLock:exportXls',
      'hscode:todayLock:list',
      'hscode:todayLock:lockNow',
      'logistics:supplierbatch:create',
      'logistics:supplierbatch:exportXls',
      'logistics:supplierbatch:list',
      'logistics:supplierbatch:step',
      'message:delete',
      'message:list',
      'message:send',
      'message:template:add',
      'message:template:delete',
      'message:template:edit',
      'message:template:list',
      'monitor:disk:view',
      'monitor:http:view',
      'monitor:redis:view',
      'monitor:runtime:view',
      'monitor:system:view',
      'monitor:trace:view',
      'online:cgform:add',
      'online:cgform:delete',
      'online:cgform:edit',
      'online:cgform:list',
      'online:cgform:sync',
      'online:cgreport:add',
      'online:cgreport:delete',
      'online:cgreport:edit',
      'online:cgreport:list',
      'online:onl_sign_exception:add',
      'online:onl_sign_exception:delete',
      'online:onl_sign_exception:deleteBatch',
      'online:onl_sign_exception:edit',
      'online:onl_sign_exception:exportXls',
      'online:onl_sign_exception:importExcel',
      'online:onl_sign_exception:list',
      'online:onl_vehicle_upkeep:add',
      'online:onl_vehicle_upkeep:delete',
      'online:onl_vehicle_upkeep:deleteBatch',
      'online:onl_vehicle_upkeep:edit',
      'online:onl_vehicle_upkeep:exportXls',
      'online:onl_vehicle_upkeep:importExcel',
      'online:onl_vehicle_upkeep:list',
      'online:onl_vehicle_upkeep_item:add',
      'online:onl_vehicle_upkeep_item:delete',
      'online:onl_vehicle_upkeep_item:deleteBatch',
      'online:onl_vehicle_upkeep_item:edit',
      'online:onl_vehicle_upkeep_item:exportXls',
      'online:onl_vehicle_upkeep_item:importExcel',
      'online:onl_vehicle_upkeep_item:list',
      'order:numberpool:add',
      'order:numberpool:delete',
      'order:numberpool:deleteBatch',
      'order:numberpool:edit',
      'order:numberpool:exportXls',
      'order:numberpool:list',
      'order:search:exportXls',
      'order:search:list',
      'order:shopee:assign',
      'order:shopee:import',
      'order:shopee:list',
      'order:shopee:print',
      'package:info:exportXls',
      'package:info:list',
      'package:trajectory:list',
      'question:piece:add',
      'question:piece:delete',
      'question:piece:deleteBatch',
      'question:piece:edit',
      'question:piece:exportXls',
      'question:piece:importExcel',
      'question:piece:list',
      'question:scan:add',
      'question:scan:handle',
      'question:scan:list',
      'recruit:application:list',
      'recruit:application:status',
      'recruit:company:edit',
      'recruit:job:add',
      'recruit:job:delete',
      'recruit:job:edit',
      'recruit:job:list',
      'recruit:job:publish',
      'recruit:notice:add',
      'recruit:notice:delete',
      'recruit:notice:edit',
      'recruit:notice:list',
      'recruit:sms:list',
      'site:inscan:exportXls',
      'site:inscan:list',
      'site:inscan:scan',
      'site:instore:add',
      'site:instore:delete',
      'site:instore:deleteBatch',
      'site:instore:edit',
      'site:instore:exportXls',
      'site:instore:list',
      'site:outbatch:exportXls',
      'site:outbatch:list',
      'site:outstore:dispatch',
      'site:outstore:scan',
      'station:station:add',
      'station:station:delete',
      'station:station:deleteBatch',
      'station:station:edit',
      'station:station:exportXls',
      'station:station:importExcel',
      'station:station:list',
      'system:address:list',
      'system:announcement:add',
      'system:announcement:delete',
      'system:announcement:edit',
      'system:announcement:list',
      'system:announcement:release',
      'system:category:delete',
      'system:category:edit',
      'system:checkRule:add',
      'system:checkRule:delete',
      'system:checkRule:deleteBatch',
      'system:checkRule:edit',
      'system:checkRule:exportXls',
      'system:checkRule:importExcel',
      'system:checkRule:list',
      'system:dataLog:list',
      'system:dataSource:add',
      'system:dataSource:delete',
      'system:dataSource:deleteBatch',
      'system:dataSource:edit',
      'system:dataSource:exportXls',
      'system:dataSource:list',
      'system:depart:add',
      'system:depart:delete',
      'system:depart:edit',
      'system:depart:user',
      'system:dict:add',
      'system:dict:delete',
      'system:dict:deleteBatch',
      'system:dict:edit',
      'system:dict:exportXls',
      'system:dict:list',
      'system:fillRule:add',
      'system:fillRule:delete',
      'system:fillRule:deleteBatch',
      'system:fillRule:edit',
      'system:fillRule:exportXls',
      'system:fillRule:importExcel',
      'system:fillRule:list',
      'system:gatewayRoute:add',
      'system:gatewayRoute:delete',
      'system:gatewayRoute:deleteBatch',
      'system:gatewayRoute:edit',
      'system:gatewayRoute:exportXls',
      'system:gatewayRoute:list',
      'system:log:delete',
      'system:log:list',
      'system:oss:delete',
      'system:oss:list',
      'system:permission:add',
      'system:permission:delete',
      'system:permission:edit',
      'system:permission:list',
      'system:permission:rule',
      'system:position:add',
      'system:position:delete',
      'system:position:deleteBatch',
      'system:position:edit',
      'system:position:exportXls',
      'system:position:importExcel',
      'system:position:list',
      'system:quartzJob:add',
      'system:quartzJob:delete',
      'system:quartzJob:edit',
      'system:quartzJob:execute',
      'system:quartzJob:list',
      'system:quartzJob:start',
      'system:role:add',
      'system:role:auth',
      'system:role:delete',
      'system:role:edit',
      'system:role:list',
      'system:role:user',
      'system:tenant:add',
      'system:tenant:delete',
      'system:tenant:deleteBatch',
      'system:tenant:edit',
      'system:tenant:exportXls',
      'system:tenant:list',
      'system:user:add',
      'system:user:changepwd',
      'system:user:delete',
      'system:user:deleteBatch',
      'system:user:edit',
      'system:user:exportXls',
      'system:user:frozen',
      'system:user:importExcel',
      'system:user:list',
      'transport:carrier:add',
      'transport:carrier:delete',
      'transport:carrier:deleteBatch',
      'transport:carrier:edit',
      'transport:carrier:exportXls',
      'transport:carrier:importExcel',
      'transport:carrier:list',
      'transport:driver:add',
      'transport:driver:delete',
      'transport:driver:deleteBatch',
      'transport:driver:edit',
      'transport:driver:exportXls',
      'transport:driver:importExcel',
      'transport:driver:list',
      'transport:habitatAgent:add',
      'transport:habitatAgent:delete',
      'transport:habitatAgent:deleteBatch',
      'transport:habitatAgent:edit',
      'transport:habitatAgent:exportXls',
      'transport:habitatAgent:importExcel',
      'transport:habitatAgent:list',
      'transport:habitatCar:add',
      'transport:habitatCar:delete',
      'transport:habitatCar:deleteBatch',
      'transport:habitatCar:edit',
      'transport:habitatCar:exportXls',
      'transport:habitatCar:importExcel',
      'transport:habitatCar:list',
      'transport:overseasAgent:add',
      'transport:overseasAgent:delete',
      'transport:overseasAgent:deleteBatch',
      'transport:overseasAgent:edit',
      'transport:overseasAgent:exportXls',
      'transport:overseasAgent:importExcel',
      'transport:overseasAgent:list',
    ])
    expect(auth[0]).toEqual({ action: expect.any(String), type: '1', describe: expect.any(String) })
    // 311 + the 7 buttons of each of the 3 seeded 在线表单 designs + Online报表配置's 4.
    expect(allAuth.length).toBe(343)
    expect(allAuth[0]).toEqual({
      action: expect.any(String),
      type: '1',
      describe: expect.any(String),
      status: '1',
    })
  })

  it('gives the ops role the business areas only, and the 问题件 and 批量入库 buttons but delete', async () => {
    const { menu, auth, allAuth } = await permissionsOf(t.ops)
    const paths = flatten(menu).map((n) => n.path)
    expect(paths[0]).toBe('/dashboard/analysis')
    expect(paths).toContain('/channel/currency')
    expect(paths).not.toContain('/isystem')
    expect(paths).not.toContain('/isystem/user')
    expect(auth.map((a) => a.action).sort()).toEqual([
      'bill:count:exportXls',
      'bill:count:list',
      'bill:customer:delete',
      'bill:customer:deleteBatch',
      'bill:customer:edit',
      'bill:customer:exportXls',
      'bill:customer:generate',
      'bill:customer:lines:exportXls',
      'bill:customer:list',
      'bill:customer:pdf',
      'bill:customer:status',
      'bill:reconciliation:edit',
      'bill:reconciliation:exportXls',
      'bill:reconciliation:import',
      'bill:reconciliation:list',
      'bill:reconciliation:resolve',
      'channel:channel:list',
      'channel:costPlan:add',
      'channel:costPlan:delete',
      'channel:costPlan:deleteBatch',
      'channel:costPlan:edit',
      'channel:costPlan:exportXls',
      'channel:costPlan:list',
      'channel:costPlan:quote',
      'channel:currency:add',
      'channel:currency:delete',
      'channel:currency:deleteBatch',
      'channel:currency:edit',
      'channel:currency:exportXls',
      'channel:currency:importExcel',
      'channel:currency:list',
      'channel:customerBind:add',
      'channel:customerBind:delete',
      'channel:customerBind:deleteBatch',
      'channel:customerBind:edit',
      'channel:customerBind:exportXls',
      'channel:customerBind:list',
      'channel:salePlan:add',
      'channel:salePlan:delete',
      'channel:salePlan:deleteBatch',
      'channel:salePlan:edit',
      'channel:salePlan:exportXls',
      'channel:salePlan:list',
      'channel:salePlan:quote',
      'customer:center:add',
      'customer:center:edit',
      'customer:center:exportXls',
      'customer:center:list',
      'customer:depart:add',
      'customer:depart:delete',
      'customer:depart:edit',
      'customer:depart:list',
      'customer:payCost:add',
      'customer:payCost:edit',
      'customer:payCost:exportXls',
      'customer:payCost:list',
      'customer:role:add',
      'customer:role:auth',
      'customer:role:delete',
      'customer:role:edit',
      'customer:role:list',
      'customer:user:add',
      'customer:user:edit',
      'customer:user:frozen',
      'customer:user:list',
      'customs:dataBatch:create',
      'customs:dataBatch:edit',
      'customs:dataBatch:exportFile',
      'customs:dataBatch:exportXls',
      'customs:dataBatch:list',
      'customs:declaration:edit',
      'customs:declaration:exportXls',
      'customs:declaration:importResponse',
      'customs:declaration:inspect',
      'customs:declaration:list',
      'customs:declaration:submit',
      'customs:deduct:add',
      'customs:deduct:edit',
      'customs:deduct:exportXls',
      'customs:deduct:list',
      'customs:inspection:exportXls',
      'customs:inspection:list',
      'customs:inspection:result',
      'dashboard:analysis:view',
      'dashboard:monitor:view',
      'dashboard:visit:view',
      'hscode:hsCode:add',
      'hscode:hsCode:delete',
      'hscode:hsCode:deleteBatch',
      'hscode:hsCode:edit',
      'hscode:hsCode:exportXls',
      'hscode:hsCode:importExcel',
      'hscode:hsCode:list',
      'hscode:todayLock:exportXls',
      'hscode:todayLock:list',
      'hscode:todayLock:lockNow',
      'logistics:supplierbatch:create',
      'logistics:supplierbatch:exportXls',
      'logistics:supplierbatch:list',
      'logistics:supplierbatch:step',
      'message:list',
      'message:send',
      'message:template:add',
      'message:template:edit',
      'message:template:list',
      'order:numberpool:add',
      'order:numberpool:edit',
      'order:numberpool:exportXls',
      'order:numberpool:list',
      'order:search:exportXls',
      'order:search:list',
      'order:shopee:assign',
      'order:shopee:import',
      'order:shopee:list',
      'order:shopee:print',
      'package:info:exportXls',
      'package:info:list',
      'package:trajectory:list',
      'question:piece:add',
      'question:piece:edit',
      'question:piece:exportXls',
      'question:piece:importExcel',
      'question:piece:list',
      'question:scan:add',
      'question:scan:handle',
      'question:scan:list',
      'site:inscan:exportXls',
      'site:inscan:list',
      'site:inscan:scan',
      'site:instore:add',
      'site:instore:edit',
      'site:instore:exportXls',
      'site:instore:list',
      'site:outbatch:exportXls',
      'site:outbatch:list',
      'site:outstore:dispatch',
      'site:outstore:scan',
      'station:station:add',
      'station:station:edit',
      'station:station:exportXls',
      'station:station:list',
      'system:oss:list',
      'transport:carrier:add',
      'transport:carrier:edit',
      'transport:carrier:exportXls',
      'transport:carrier:importExcel',
      'transport:carrier:list',
      'transport:driver:add',
      'transport:driver:edit',
      'transport:driver:exportXls',
      'transport:driver:importExcel',
      'transport:driver:list',
      'transport:habitatAgent:add',
      'transport:habitatAgent:edit',
      'transport:habitatAgent:exportXls',
      'transport:habitatAgent:importExcel',
      'transport:habitatAgent:list',
      'transport:habitatCar:add',
      'transport:habitatCar:edit',
      'transport:habitatCar:exportXls',
      'transport:habitatCar:importExcel',
      'transport:habitatCar:list',
      'transport:overseasAgent:add',
      'transport:overseasAgent:edit',
      'transport:overseasAgent:exportXls',
      'transport:overseasAgent:importExcel',
      'transport:overseasAgent:list',
    ])
    // 311 + the 7 buttons of each of the 3 seeded 在线表单 designs + Online报表配置's 4.
    expect(allAuth.length).toBe(343)
  })

  it('gives the hr role the user page without delete', async () => {
    const { menu, auth } = await permissionsOf(t.hr)
    const system = menu.find((m) => m.path === '/isystem')!
    expect(system.children!.map((c) => c.path)).toEqual([
      '/isystem/user',
      '/isystem/depart',
      '/isystem/position',
    ])
    expect(flatten(menu).map((n) => n.path)).not.toContain('/batch/supplier')
    // hr also runs recruitment (招聘管理), every button of it.
    expect(auth.map((a) => a.action).sort()).toEqual([
      'dashboard:analysis:view',
      'dashboard:monitor:view',
      'dashboard:visit:view',
      'recruit:application:list',
      'recruit:application:status',
      'recruit:company:edit',
      'recruit:job:add',
      'recruit:job:delete',
      'recruit:job:edit',
      'recruit:job:list',
      'recruit:job:publish',
      'recruit:notice:add',
      'recruit:notice:delete',
      'recruit:notice:edit',
      'recruit:notice:list',
      'recruit:sms:list',
      'system:position:add',
      'system:position:edit',
      'system:position:exportXls',
      'system:position:importExcel',
      'system:position:list',
      'system:user:add',
      'system:user:edit',
      'system:user:exportXls',
      'system:user:frozen',
      'system:user:importExcel',
      'system:user:list',
    ])
  })
})

describe('route permissions', () => {
  const userRoutes: [method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, body?: object][] = [
    ['GET', '/sys/user/list'],
    ['GET', '/sys/user/queryById?id=x'],
    ['GET', '/sys/user/queryUserRole?userid=x'],
    ['POST', '/sys/user/add', { username: 'blocked', realname: 'x', password: '123456' }],
    ['PUT', '/sys/user/edit', { id: 'x', username: 'blocked', realname: 'x' }],
    ['POST', '/sys/user/edit', { id: 'x', username: 'blocked', realname: 'x' }],
    ['DELETE', '/sys/user/delete?id=x'],
    ['DELETE', '/sys/user/deleteBatch?ids=x,'],
    ['PUT', '/sys/user/frozenBatch', { ids: 'x', status: '2' }],
    ['GET', '/sys/role/queryall'],
  ]

  it.each(userRoutes)('%s %s answers 403 to a user without the permission', async (method, path, body) => {
    const { status, body: envelope } = await call(t.app, method, path, t.customer, body)
    expectRefused({ status, body: envelope }, 510)
    expect(envelope).toMatchObject({ success: false, code: 510, message: '没有权限，请联系管理员授权' })
  })

  // Operators send messages: 发送消息's pickers list users and roles, and nothing else of the user routes is theirs.
  it.each(userRoutes.filter(([, path]) => path !== '/sys/user/list' && path !== '/sys/role/queryall'))(
    '%s %s answers 403 to an operator',
    async (method, path, body) => {
      expectRefused(await call(t.app, method, path, t.ops, body), 510)
    },
  )

  it.each(userRoutes)('%s %s answers 401 without a token', async (method, path, body) => {
    expect((await call(t.app, method, path, undefined, body)).status).toBe(401)
  })

  it('lets hr list, but not delete', async () => {
    expect((await call(t.app, 'GET', '/sys/user/list', t.hr)).status).toBe(200)
    expect((await call(t.app, 'GET', '/sys/role/queryall', t.hr)).status).toBe(200)
    expectRefused(await call(t.app, 'DELETE', '/sys/user/delete?id=x', t.hr), 510)
  })

  it('a user with no roles gets the home page only and 403 everywhere', async () => {
    await call(t.app, 'POST', '/sys/user/add', t.admin, {
      username: 'noroles',
      realname: '无角色',
      password: 'Noroles-Harbour-26',
    })
    const token = await login(t.app, 'noroles', 'Noroles-Harbour-26')
    const { menu, auth } = await permissionsOf(token)
    expect(menu.map((m) => m.path)).toEqual(['/dashboard/analysis'])
    expect(auth).toEqual([])
    expectRefused(await call(t.app, 'GET', '/sys/user/list', token), 510)
  })

  it('admin can use every user route', async () => {
    const list = await call<{ records: { id: string }[] }>(t.app, 'GET', '/sys/user/list', t.admin)
    expect(list.status).toBe(200)
    const id = list.body.result!.records[0].id
    expect((await call(t.app, 'GET', `/sys/user/queryById?id=${id}`, t.admin)).status).toBe(200)
    expect((await call(t.app, 'GET', `/sys/user/queryUserRole?userid=${id}`, t.admin)).status).toBe(200)
    // admin, ops, hr and the customer companies' 客户 role.
    expect((await call(t.app, 'GET', '/sys/role/queryall', t.admin)).body.result).toHaveLength(4)
  })
})

describe('tenant header', () => {
  const path = '/sys/dict/queryAllDictItems'

  it('accepts the user’s own tenants and the empty tenant', async () => {
    for (const [name, value] of [
      ['tenant_id', '2'],
      ['tenant-id', '1'],
      ['X-Tenant-Id', '2'],
      ['tenant_id', '0'],
      ['tenant_id', ''],
    ]) {
      expect((await call(t.app, 'GET', path, t.admin, undefined, { [name]: value })).status).toBe(200)
    }
  })

  it('refuses another tenant’s id (zhangwei belongs to tenant 1 only)', async () => {
    for (const name of ['tenant_id', 'tenant-id', 'X-Tenant-Id']) {
      const { status, body } = await call(t.app, 'GET', path, t.ops, undefined, { [name]: '2' })
      expectRefused({ status, body }, 510)
      expect(body.message).toBe('无权访问该租户')
    }
    expect((await call(t.app, 'GET', path, t.ops, undefined, { tenant_id: '1' })).status).toBe(200)
    expectRefused(await call(t.app, 'GET', path, t.ops, undefined, { tenant_id: '1 OR 1=1' }), 510)
  })
})

describe('disabled button permissions', () => {
  it('are not granted: the code leaves the user’s auth list and its routes answer 403', async () => {
    const { db } = t.testDb.database
    await db.update(sysPermission).set({ status: '0' }).where(eq(sysPermission.perms, 'system:user:list'))
    // Written around the routes: the cached permissions are dropped as a route's write would.
    await t.app.caches.stamps.bump('auth')
    try {
      const { auth } = await permissionsOf(t.hr)
      expect(auth.map((a) => a.action)).not.toContain('system:user:list')
      expectRefused(await call(t.app, 'GET', '/sys/user/list', t.hr), 510)
    } finally {
      await db.update(sysPermission).set({ status: '1' }).where(eq(sysPermission.perms, 'system:user:list'))
      await t.app.caches.stamps.bump('auth')
    }
    expect((await call(t.app, 'GET', '/sys/user/list', t.hr)).status).toBe(200)
  })
})
