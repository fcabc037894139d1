import type { SysPermissionTree } from '@portico/contract'
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { sysPermission } from '../../../../src/db/schema'
import { seedDatabase } from '../../../../src/db/seed'
import { JEECG_CLIENT_VIEWS } from '../../../../src/db/seed/jeecg-views'
import { call, withTestApp } from '../../../helpers/app'

const t = withTestApp({ admin: 'admin' })

/** The screens JeecgBoot's Vue2 client has too, by our menu title, and the component it opens them by. */
const JEECG_SCREENS: Record<string, string> = {
  首页: 'dashboard/Analysis',
  监控页: 'dashboard/Monitor',
  工作台: 'dashboard/Workplace',
  用户管理: 'system/UserList',
  角色管理: 'system/RoleList',
  部门管理: 'system/DepartList',
  职务管理: 'system/SysPositionList',
  菜单管理: 'system/PermissionList',
  数据字典: 'system/DictList',
  分类字典: 'system/SysCategoryList',
  系统通告: 'system/SysAnnouncementList',
  系统日志: 'system/LogList',
  数据日志: 'system/DataLogList',
  定时任务: 'system/QuartzJobList',
  编码校验规则: 'system/SysCheckRuleList',
  填值规则: 'system/SysFillRuleList',
  多数据源: 'system/SysDataSourceList',
  网关路由: 'system/SysGatewayRouteList',
  租户管理: 'system/TenantList',
  通讯录: 'system/AddressList',
  我的消息: 'system/UserAnnouncementList',
  磁盘监控: 'modules/monitor/DiskMonitoring',
  请求追踪: 'modules/monitor/HttpTrace',
  运行时信息: 'modules/monitor/JvmInfo',
  Redis监控: 'modules/monitor/RedisInfo',
  系统信息: 'modules/monitor/SystemInfo',
  'HTTP 服务': 'modules/monitor/TomcatInfo',
  消息管理: 'modules/message/SysMessageList',
  消息模板: 'modules/message/SysMessageTemplateList',
  文件列表: 'modules/oss/OSSFileList',
}

const flatten = (nodes: SysPermissionTree[]): SysPermissionTree[] =>
  nodes.flatMap((n) => [n, ...flatten(n.children ?? [])])

async function componentsByTitle(): Promise<Map<string, string>> {
  const { body } = await call<SysPermissionTree[]>(t.app, 'GET', '/sys/permission/list', t.admin)
  return new Map(
    flatten(body.result!)
      .filter((n) => n.menuType !== 2)
      .map((n) => [n.name, String(n.component)]),
  )
}

describe('the seeded menu names the components of the JeecgBoot Vue2 client', () => {
  it('opens every screen JeecgBoot has by the component its client has for it', async () => {
    const seeded = await componentsByTitle()
    for (const [title, component] of Object.entries(JEECG_SCREENS)) {
      expect(seeded.get(title), title).toBe(component)
      expect(JEECG_CLIENT_VIEWS, title).toContain(component)
    }
  })

  it('renames the components of a database seeded before, leaving an administrator’s own choice alone', async () => {
    const { db } = t.testDb.database
    const setComponent = (name: string, component: string) =>
      db.update(sysPermission).set({ component }).where(eq(sysPermission.name, name))
    await setComponent('分类字典', 'system/CategoryList')
    await setComponent('磁盘监控', 'monitor/DiskInfo')
    await setComponent('系统通告', 'custom/MyNotices')

    expect(await seedDatabase(t.testDb.database, { demoPasswords: true })).toEqual({ seeded: false })

    const seeded = await componentsByTitle()
    expect(seeded.get('分类字典')).toBe('system/SysCategoryList')
    expect(seeded.get('磁盘监控')).toBe('modules/monitor/DiskMonitoring')
    expect(seeded.get('系统通告')).toBe('custom/MyNotices')
  })
})
