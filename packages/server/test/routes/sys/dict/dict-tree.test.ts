import type { DictTreeNode } from '@portico/contract'
import { describe, expect, it } from 'vitest'
import { call, withTestApp } from '../../../helpers/app'
import { expectRefused } from '../../../helpers/refusals'

const t = withTestApp({ token: 'zhangwei' })

const DEPART_TREE = { tableName: 'sys_depart', text: 'depart_name', code: 'id', pidField: 'parent_id' }

const tree = (params: Record<string, string>) =>
  call<DictTreeNode[]>(t.app, 'GET', `/sys/dict/loadTreeData?${new URLSearchParams(params)}`, t.token)

describe('GET /sys/dict/loadTreeData', () => {
  it('loads the roots, then the children of a node, marking leaves', async () => {
    const roots = await tree({ ...DEPART_TREE, pid: '', hasChildField: '' })
    expect(roots.status).toBe(200)
    // The platform's two departments, and each demo customer's company root (with departments under it).
    expect(roots.body.result!.map((n) => [n.title, n.leaf])).toEqual([
      ['义乌市启航电子商务有限公司', false],
      ['深圳市云帆跨境电商有限公司', false],
      ['广州市南沙优选供应链有限公司', false],
      ['总部运营部', true],
      ['海外仓储部', false],
    ])
    const warehouse = roots.body.result!.find((n) => n.title === '海外仓储部')!
    expect(warehouse).toMatchObject({ key: warehouse.value, label: '海外仓储部', parentId: null })
    const children = await tree({ ...DEPART_TREE, pid: warehouse.key })
    expect(children.body.result!.map((n) => [n.title, n.leaf, n.parentId])).toEqual([
      ['海外仓储部-洛杉矶仓', true, warehouse.key],
    ])
  })

  it('filters by a JSON condition on whitelisted columns, values bound', async () => {
    const { body } = await tree({ ...DEPART_TREE, condition: JSON.stringify({ org_code: 'A01' }) })
    expect(body.result!.map((n) => n.title)).toEqual(['总部运营部'])
    const none = await tree({ ...DEPART_TREE, condition: JSON.stringify({ org_code: "A01' OR '1'='1" }) })
    expect(none.body.result).toEqual([])
    expect((await tree({ ...DEPART_TREE, pid: "' OR '1'='1" })).body.result).toEqual([])
  })

  it('loads 分类字典 with the parameters of JeecgBoot’s category form (sys_category,name,id; pid 0)', async () => {
    const CATEGORY_TREE = { tableName: 'sys_category', text: 'name', code: 'id', pidField: 'pid' }
    const roots = await tree({ ...CATEGORY_TREE, pid: '0', hasChildField: 'has_child', condition: '' })
    expect(roots.status).toBe(200)
    expect(roots.body.result!.map((n) => [n.title, n.leaf])).toEqual([
      ['货物品类', false],
      ['运输方式', false],
      ['包装类型', false],
      ['增值服务', false],
    ])
    const goods = roots.body.result![0]
    const children = await tree({ ...CATEGORY_TREE, pid: goods.key })
    expect(children.body.result!.map((n) => [n.title, n.leaf, n.parentId])).toEqual([
      ['普通货物', false, goods.key],
      ['带电货物', false, goods.key],
      ['液体粉末', false, goods.key],
      ['食品', true, goods.key],
      ['危险品', true, goods.key],
    ])
    const byCode = await tree({ ...CATEGORY_TREE, pid: '0', condition: JSON.stringify({ code: 'A02' }) })
    expect(byCode.body.result!.map((n) => n.title)).toEqual(['运输方式'])
    const hostile = await tree({
      ...CATEGORY_TREE,
      pid: '0',
      condition: JSON.stringify({ create_by: 'admin' }),
    })
    expectRefused(hostile, 500)
  })

  it('refuses tables, columns and conditions outside the whitelist with a 400', async () => {
    const hostile: Record<string, string>[] = [
      { ...DEPART_TREE, tableName: 'sys_user', text: 'password' },
      { ...DEPART_TREE, tableName: 'sys_depart where 1=1 --' },
      { ...DEPART_TREE, text: '(select password from sys_user limit 1)' },
      { ...DEPART_TREE, code: 'org_code' },
      { ...DEPART_TREE, code: 'id;drop table sys_depart' },
      { ...DEPART_TREE, pidField: 'parent_id or 1=1' },
      { ...DEPART_TREE, hasChildField: '1=1' },
      { ...DEPART_TREE, tableName: '__proto__' },
      { ...DEPART_TREE, condition: '{"1=1 --":"x"}' },
      { ...DEPART_TREE, condition: '{"org_code":{"$ne":1}}' },
      { ...DEPART_TREE, condition: 'org_code = 1' },
      { ...DEPART_TREE, condition: '[1]' },
      { tableName: 'sys_depart', text: 'depart_name' },
    ]
    for (const params of hostile) {
      const { status, body } = await tree(params)
      expectRefused({ status, body }, 500, JSON.stringify(params))
      expect(body.success).toBe(false)
      expect(body.result).toBeNull()
    }
    expect((await tree({ ...DEPART_TREE, condition: 'x' })).body.message).toBe(
      '组件JTreeSelect-condition传值有误，需要一个json字符串!',
    )
  })

  it('needs a token', async () => {
    const query = new URLSearchParams(DEPART_TREE)
    expect((await call(t.app, 'GET', `/sys/dict/loadTreeData?${query}`)).status).toBe(401)
  })
})
