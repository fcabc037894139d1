import type { Page, SysDepartTreeNode } from '@portico/contract'
import { describe, expect, it } from 'vitest'
import { departId } from '../../../../src/db/seed'
import type { DepartIdNode } from '../../../../src/services/departs/departs-write'
import type { UserListRecord } from '../../../../src/services/users/users-list'
import { call, login, withTestApp } from '../../../helpers/app'
import { expectRefused } from '../../../helpers/refusals'

const t = withTestApp({ admin: 'admin', hr: 'wangfang' })
const flatten = <T extends { children?: T[] | null }>(nodes: T[]): T[] =>
  nodes.flatMap((n) => [n, ...flatten(n.children ?? [])])

async function add(departName: string, parentId?: string) {
  const { body } = await call<{ id: string; orgCode: string }>(t.app, 'POST', '/sys/sysDepart/add', t.admin, {
    departName,
    parentId,
    departOrder: 3,
  })
  expect(body).toMatchObject({ success: true, message: '添加成功！' })
  return body.result!
}

describe('部门管理', () => {
  it('adds a root and a child with generated org codes, edits, and shows them in both trees', async () => {
    const root = await add('华东分公司')
    expect(root.orgCode).toBe('A03')
    const child = await add('上海站', root.id)
    expect(child.orgCode).toBe('A03A01')
    expect((await add('杭州站', root.id)).orgCode).toBe('A03A02')
    const edited = await call(t.app, 'PUT', '/sys/sysDepart/edit', t.admin, {
      id: child.id,
      departName: '上海浦东站',
    })
    expect(edited.body.message).toBe('修改成功!')
    const tree = await call<SysDepartTreeNode[]>(t.app, 'GET', '/sys/sysDepart/queryTreeList', t.admin)
    const node = flatten(tree.body.result!).find((n) => n.id === root.id)!
    expect(node.children!.map((c) => c.title)).toEqual(['上海浦东站', '杭州站'])
    const ids = await call<DepartIdNode[]>(t.app, 'GET', '/sys/sysDepart/queryIdTree', t.admin)
    const idNode = ids.body.result!.find((n) => n.key === root.id)!
    expect(idNode).toMatchObject({ value: root.id, title: '华东分公司' })
    expect(Object.keys(idNode).sort()).toEqual(['children', 'key', 'title', 'value'])
    const blank = await call(t.app, 'POST', '/sys/sysDepart/add', t.admin, { departName: ' ' })
    expect(blank).toMatchObject({ status: 200, body: { code: 500, message: '请输入机构/部门名称!' } })
    expectRefused(await call(t.app, 'POST', '/sys/sysDepart/add', t.hr, { departName: 'x' }), 510)
  })

  it('refuses to delete a department with children or users, deletes an empty one', async () => {
    const root = await add('华南分公司')
    const child = await add('广州站', root.id)
    const refused = await call(t.app, 'DELETE', `/sys/sysDepart/delete?id=${root.id}`, t.admin)
    expect(refused).toMatchObject({
      status: 200,
      body: { code: 500, message: '华南分公司：该部门下存在子部门，不能删除！' },
    })
    const users = await call<Page<UserListRecord>>(t.app, 'GET', '/sys/user/list?username=chenjing', t.admin)
    const userId = users.body.result!.records[0].id
    const added = await call(t.app, 'POST', '/sys/user/editSysDepartWithUser', t.admin, {
      depId: child.id,
      userIdList: [userId],
    })
    expect(added.body.message).toBe('添加成功!')
    const members = await call<Page<UserListRecord>>(
      t.app,
      'GET',
      `/sys/user/departUserList?depId=${child.id}`,
      t.admin,
    )
    expect(members.body.result!.records.map((u) => u.username)).toEqual(['chenjing'])
    const withUsers = await call(t.app, 'DELETE', `/sys/sysDepart/delete?id=${child.id}`, t.admin)
    expect(withUsers.body.message).toBe('广州站：该部门下存在用户，不能删除！')
    await call(t.app, 'DELETE', `/sys/user/deleteUserInDepart?depId=${child.id}&userId=${userId}`, t.admin)
    expectRefused(
      await call(t.app, 'DELETE', `/sys/sysDepart/deleteBatch?ids=${child.id},${root.id}`, t.admin),
      500,
    )
    expect((await call(t.app, 'DELETE', `/sys/sysDepart/delete?id=${child.id}`, t.admin)).body.message).toBe(
      '删除成功!',
    )
    expect((await call(t.app, 'DELETE', `/sys/sysDepart/delete?id=${root.id}`, t.admin)).body.success).toBe(
      true,
    )
  })

  it("queryMyDeptTreeList answers the user's departments with what is under them", async () => {
    const token = await login(t.app, 'liuyang')
    const { body } = await call<SysDepartTreeNode[]>(
      t.app,
      'GET',
      '/sys/sysDepart/queryMyDeptTreeList',
      token,
    )
    expect(body.result!.map((n) => n.id)).toEqual([departId('A01'), departId('A02')])
    expect(body.result![1].children!.map((n) => n.id)).toEqual([departId('A02A01')])
  })
})
