import type { MenuNode, UserPermissions } from '@portico/contract'
import { describe, expect, it } from 'vitest'
import { call, withTestApp } from '../../../helpers/app'
import { expectRefused } from '../../../helpers/refusals'

const t = withTestApp({ liuyang: 'liuyang' })

const titles = (nodes: MenuNode[]): string[] =>
  nodes.flatMap((n) => [n.meta.title, ...titles(n.children ?? [])])

async function menuTitles(): Promise<string[]> {
  const { body } = await call<UserPermissions>(
    t.app,
    'GET',
    '/sys/permission/getUserPermissionByToken',
    t.liuyang,
  )
  return titles(body.result!.menu)
}

/** A route only `system:user:list` opens (the list itself is also open to 发送消息's picker, which liuyang holds). */
const readUser = () => call(t.app, 'GET', '/sys/user/queryById?id=nobody', t.liuyang)

const selectDepart = (orgCode: string) =>
  call(t.app, 'PUT', '/sys/selectDepart', t.liuyang, { orgCode, username: 'liuyang' })

describe('department roles follow the department the user works in', () => {
  it('adds the department role’s menu and buttons only while the user works in that department', async () => {
    expect(await menuTitles()).not.toContain('用户管理')
    expectRefused(await readUser(), 510)

    expect((await selectDepart('A02')).body.success).toBe(true)
    const inWarehouse = await menuTitles()
    expect(inWarehouse).toContain('系统管理')
    expect(inWarehouse).toContain('用户管理')
    expect((await readUser()).body.code).not.toBe(510) // past the permission check (the id is unknown)
    // The department role grants listing, not deleting.
    expectRefused(await call(t.app, 'DELETE', '/sys/user/delete?id=nobody', t.liuyang), 510)

    expect((await selectDepart('A01')).body.success).toBe(true)
    expect(await menuTitles()).not.toContain('用户管理')
    expectRefused(await readUser(), 510)
  })

  it('refuses a department the user does not belong to', async () => {
    const { status, body } = await selectDepart('A02A01')
    expectRefused({ status, body }, 500)
    expect(body).toMatchObject({ success: false, message: '用户不属于该部门' })
  })
})
