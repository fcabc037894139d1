import type { CategoryTreeNode, DictOption, Page, SysCategory } from '@portico/contract'
import { count } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { sysCategory } from '../../../../src/db/schema'
import { seedId } from '../../../../src/services/shared/ids'
import { call, withTestApp } from '../../../helpers/app'
import { expectRefused } from '../../../helpers/refusals'

const t = withTestApp({ admin: 'admin', ops: 'zhangwei' })

const idOf = (code: string) => seedId(`category:${code}`)
const get = <T>(path: string, params: Record<string, string> = {}, token = t.ops) =>
  call<T>(t.app, 'GET', `/sys/category/${path}?${new URLSearchParams(params)}`, token)
const tree = (path: string, params: Record<string, string>) => get<CategoryTreeNode[]>(path, params)
const titles = (nodes: CategoryTreeNode[] | null) => (nodes ?? []).map((n) => n.title)
const rowCount = async () =>
  Number((await t.testDb.database.db.select({ n: count() }).from(sysCategory))[0].n)

describe('category tree loaders', () => {
  it('loadTreeRoot: the roots for an empty pcode, in TreeSelectModel shape', async () => {
    const { status, body } = await tree('loadTreeRoot', { async: 'true', pcode: '' })
    expect(status).toBe(200)
    expect(body).toMatchObject({ success: true, code: 200 })
    expect(titles(body.result)).toEqual(['货物品类', '运输方式', '包装类型', '增值服务'])
    expect(body.result![0]).toEqual({
      key: idOf('A01'),
      title: '货物品类',
      code: 'A01',
      leaf: false,
      parentId: '0',
    })
  })

  it('loadTreeRoot: the children of pcode, leaves marked; async=false fills the subtree', async () => {
    const cargo = (await tree('loadTreeRoot', { async: 'true', pcode: 'A01' })).body.result!
    expect(cargo.map((n) => [n.code, n.title, n.leaf])).toEqual([
      ['A01A01', '普通货物', false],
      ['A01A02', '带电货物', false],
      ['A01A03', '液体粉末', false],
      ['A01A04', '食品', true],
      ['A01A05', '危险品', true],
    ])
    expect(cargo.every((n) => n.children === undefined && n.parentId === idOf('A01'))).toBe(true)
    const transport = (await tree('loadTreeRoot', { async: 'false', pcode: 'A02' })).body.result!
    const sea = transport.find((n) => n.code === 'A02A01')!
    expect(titles(sea.children!)).toEqual(['整柜（FCL）', '拼箱（LCL）'])
    expect(sea.children!.every((n) => n.leaf && n.parentId === sea.key)).toBe(true)
    const whole = (await tree('loadTreeRoot', { async: 'false', pcode: '' })).body.result!
    const flat = (nodes: CategoryTreeNode[]): CategoryTreeNode[] =>
      nodes.flatMap((n) => [n, ...flat(n.children ?? [])])
    expect(flat(whole)).toHaveLength(await rowCount())
  })

  it('loadTreeRoot: a missing or repeated pcode gets JeecgBoot’s message', async () => {
    const missing = await tree('loadTreeRoot', { async: 'true', pcode: 'ZZZ' })
    expectRefused(missing, 500)
    expect(missing.body).toMatchObject({
      success: false,
      message: '该编码【ZZZ】不存在，请核实!',
      result: null,
    })
    await t.testDb.database.db.insert(sysCategory).values([
      { id: 'dup-1', pid: 'none', name: '重复一', code: 'DUP01' },
      { id: 'dup-2', pid: 'none', name: '重复二', code: 'DUP01' },
    ])
    const repeated = await tree('loadTreeRoot', { async: 'true', pcode: 'DUP01' })
    expectRefused(repeated, 500)
    expect(repeated.body.message).toBe('该编码【DUP01】存在多个，请核实!')
    const one = await get('loadOne', { field: 'code', val: 'DUP01' })
    expectRefused(one, 500)
    expect(one.body.message).toBe('查询数据异常,[code]存在多个值:DUP01')
    await call(t.app, 'DELETE', '/sys/category/deleteBatch?ids=dup-1,dup-2,', t.admin)
    expectRefused(await get('loadOne', { field: 'code', val: 'DUP01' }), 500)
  })

  it('loadTreeRoot needs async and pcode', async () => {
    expectRefused(await tree('loadTreeRoot', { pcode: '' }), 500)
    expectRefused(await tree('loadTreeRoot', { async: 'maybe', pcode: '' }), 500)
    expectRefused(await tree('loadTreeRoot', { async: 'true' }), 500)
  })

  it('loadTreeChildren: the children of pid', async () => {
    const { body } = await tree('loadTreeChildren', { pid: idOf('A02A01') })
    expect(body.result!.map((n) => n.code)).toEqual(['A02A01A01', 'A02A01A02'])
    expect((await tree('loadTreeChildren', { pid: "x' OR '1'='1" })).body.result).toEqual([])
  })

  it('loadTreeData: pid, else pcode (0 = roots), with JeecgBoot’s parameter messages', async () => {
    expect(titles((await tree('loadTreeData', { pcode: '0' })).body.result)).toEqual([
      '货物品类',
      '运输方式',
      '包装类型',
      '增值服务',
    ])
    expect((await tree('loadTreeData', { pcode: 'A03' })).body.result).toHaveLength(4)
    expect(
      (await tree('loadTreeData', { pid: idOf('A01A02'), pcode: 'A03' })).body.result!.map((n) => n.code),
    ).toEqual(['A01A02A01', 'A01A02A02', 'A01A02A03'])
    const none = await tree('loadTreeData', {})
    expectRefused(none, 500)
    expect(none.body.message).toBe('加载分类字典树参数有误.[null]!')
    expect((await tree('loadTreeData', { pcode: 'NOPE' })).body.message).toBe(
      '加载分类字典树参数有误.[code]!',
    )
  })

  it('loadTreeData: condition keys only from the whitelist, values bound', async () => {
    const branches = await tree('loadTreeData', {
      pcode: 'A01',
      condition: JSON.stringify({ has_child: '1' }),
    })
    expect(titles(branches.body.result)).toEqual(['普通货物', '带电货物', '液体粉末'])
    const named = await tree('loadTreeData', {
      pcode: 'A01',
      condition: JSON.stringify({ name: '食品', hasChild: 0 }),
    })
    expect(titles(named.body.result)).toEqual(['食品'])
    const injected = await tree('loadTreeData', {
      pcode: 'A01',
      condition: JSON.stringify({ name: "x' OR '1'='1" }),
    })
    expect(injected.status).toBe(200)
    expect(injected.body.result).toEqual([])
    const before = await rowCount()
    const refused: [string, RegExp | string][] = [
      ['{"1=1 --":"x"}', '条件字段 "1=1 --" 不存在（unknown condition column "1=1 --"）'],
      ['{"name = name or 1":"1"}', /^条件字段 "name = name or 1" 不存在/],
      ['{"password":"x"}', /^条件字段 "password" 不存在/],
      ['{"__proto__":"x"}', /^条件字段 "__proto__" 不存在/],
      ['{"constructor":"x"}', /^条件字段 "constructor" 不存在/],
      ['{"name":{"$ne":1}}', /^条件字段 "name" 的值必须是字符串或数字/],
      ['{"name":["a"]}', /^条件字段 "name" 的值必须是字符串或数字/],
      ['{"name":"a\\u0000b"}', /^条件字段 "name" 的值含有不允许的字符/],
      ['name = 1', '组件JTreeSelect-condition传值有误，需要一个json字符串!'],
      ['[1]', '组件JTreeSelect-condition传值有误，需要一个json字符串!'],
      ['null', '组件JTreeSelect-condition传值有误，需要一个json字符串!'],
    ]
    for (const [condition, message] of refused) {
      const { status, body } = await tree('loadTreeData', { pcode: 'A01', condition })
      expectRefused({ status, body }, 500, condition)
      expect(body.success).toBe(false)
      expect(body.message).toMatch(message)
    }
    expect(await rowCount()).toBe(before)
  })

  it('loadOne: by a whitelisted field only', async () => {
    const { body } = await get<SysCategory>('loadOne', { field: 'code', val: 'A02A02' })
    expect(body.result).toMatchObject({
      id: idOf('A02A02'),
      pid: idOf('A02'),
      name: '空运',
      code: 'A02A02',
      hasChild: '0',
    })
    expect((await get<SysCategory>('loadOne', { field: 'id', val: idOf('A03') })).body.result!.name).toBe(
      '包装类型',
    )
    const missing = await get('loadOne', { field: 'code', val: 'A09' })
    expectRefused(missing, 500)
    expect(missing.body.message).toBe('查询无果')
    for (const field of ['password', 'code or 1=1', "code' --", '__proto__', 'toString', '(select 1)', '']) {
      const { status, body } = await get('loadOne', { field, val: 'A01' })
      expectRefused({ status, body }, 500, field)
      expect(body.success).toBe(false)
    }
    expect((await get('loadOne', { field: 'password', val: 'A01' })).body.message).toBe(
      '查询字段 "password" 不存在（unknown field "password"）',
    )
    expectRefused(await get('loadOne', { field: 'code', val: "A01' OR '1'='1" }), 500)
  })

  it('loadDictItem: names in the order asked, with or without the trailing slash', async () => {
    const ids = `${idOf('A02A02')},${idOf('A01')},unknown,`
    for (const path of ['loadDictItem', 'loadDictItem/']) {
      const { body } = await get<string[]>(path, { ids })
      expect(body.result).toEqual(['空运', '货物品类'])
    }
    const empty = await get('loadDictItem', { ids: ' , ' })
    expectRefused(empty, 500)
    expect(empty.body.message).toBe('ids 不能为空')
    expect((await get('loadDictItem', {})).body.message).toBe('ids 不能为空')
  })

  it('loadAllData: everything under a code prefix as dictionary options', async () => {
    const { body } = await get<DictOption[]>('loadAllData', { code: 'A02A01' })
    expect(body.result).toEqual([
      { value: idOf('A02A01'), text: '海运', title: '海运' },
      { value: idOf('A02A01A01'), text: '整柜（FCL）', title: '整柜（FCL）' },
      { value: idOf('A02A01A02'), text: '拼箱（LCL）', title: '拼箱（LCL）' },
    ])
    expect((await get<DictOption[]>('loadAllData', { code: '0' })).body.result).toHaveLength(await rowCount())
    for (const code of ['%', 'A0_', 'ZZ']) {
      const { status, body: none } = await get('loadAllData', { code })
      expectRefused({ status, body: none }, 500, code)
      expect(none.message).toBe('无数据,参数有误.[code]')
    }
  })

  it('rootList: paged roots, name/code search at every level, whitelisted sort', async () => {
    const page = (await get<Page<SysCategory>>('rootList', { pageNo: '2', pageSize: '3' })).body.result!
    expect(page).toMatchObject({ total: 4, size: 3, current: 2, pages: 2 })
    expect(page.records.map((r) => r.code)).toEqual(['A04'])
    const found = (await get<Page<SysCategory>>('rootList', { name: '电', column: 'name', order: 'asc' }))
      .body.result!
    expect(found.records.map((r) => r.name).sort()).toEqual(['内置电池', '带电货物', '纯电池', '配套电池'])
    expect((await get<Page<SysCategory>>('rootList', { name: '100%' })).body.result!.total).toBe(0)
    for (const column of ['password', 'code; drop table sys_category', 'updatexml(1,1,1)']) {
      const { status, body } = await get('rootList', { column })
      expectRefused({ status, body }, 500, column)
      expect(body.message).toMatch(/^排序字段/)
    }
    const hostile = await get<Page<SysCategory>>('rootList', { column: 'code', order: 'asc,(select 1)' })
    expect(hostile.body.result!.records.map((r) => r.code)).toEqual(['A01', 'A02', 'A03', 'A04'])
    const desc = (await get<Page<SysCategory>>('rootList', { column: 'code', order: 'desc' })).body.result!
    expect(desc.records.map((r) => r.code)).toEqual(['A04', 'A03', 'A02', 'A01'])
  })

  it('childList and getChildListBatch', async () => {
    const children = (await get<SysCategory[]>('childList', { pid: idOf('A03') })).body.result!
    expect(children.map((c) => c.name)).toEqual(['纸箱', '木箱', '托盘', '编织袋'])
    const batch = (
      await get<Page<SysCategory>>('getChildListBatch', { parentIds: `${idOf('A02A01')},${idOf('A01A03')}` })
    ).body.result!
    expect(batch.records.map((r) => r.code)).toEqual(['A01A03A01', 'A01A03A02', 'A02A01A01', 'A02A01A02'])
    expect(batch.total).toBe(4)
  })

  it('queryById: one category, by any signed-in user; an unknown id is refused', async () => {
    const { body } = await get<SysCategory>('queryById', { id: idOf('A03') })
    expect(body.success).toBe(true)
    expect(body.result).toMatchObject({
      id: idOf('A03'),
      code: 'A03',
      name: '包装类型',
      pid: '0',
      hasChild: '1',
    })
    const missing = await get('queryById', { id: 'nope' })
    expectRefused(missing, 500)
    expect(missing.body.message).toBe('未找到对应数据')
  })

  it('checkCode: a code must start with its parent’s', async () => {
    const good = await get('checkCode', { pid: idOf('A01'), code: 'A01A09' })
    expect(good.body).toMatchObject({ success: true, code: 200 })
    const bad = await get('checkCode', { pid: idOf('A01'), code: 'B01' })
    expectRefused(bad, 500)
    expect(bad.body.message).toBe('编码不符合规范,须以"A01"开头!')
    expect((await get('checkCode', { pid: idOf('A01') })).body.message).toBe('错误,类型编码为空!')
    expect((await get('checkCode', { code: 'X01' })).body.success).toBe(true)
  })

  it('needs a token', async () => {
    expect((await call(t.app, 'GET', '/sys/category/loadTreeRoot?async=true&pcode=')).status).toBe(401)
  })
})

describe('category add, edit and delete', () => {
  const add = (payload: object, token = t.admin) =>
    call<SysCategory>(t.app, 'POST', '/sys/category/add', token, payload)
  const one = async (id: string) => (await get<SysCategory>('loadOne', { field: 'id', val: id })).body.result

  it('adds under a leaf with the next code and turns the parent into a branch', async () => {
    const { status, body } = await add({ pid: idOf('A01A04'), name: '生鲜冷链' })
    expect(status).toBe(200)
    expect(body).toMatchObject({ success: true, message: '添加成功！' })
    expect(body.result).toMatchObject({
      pid: idOf('A01A04'),
      name: '生鲜冷链',
      code: 'A01A04A01',
      hasChild: '0',
      createBy: 'admin',
    })
    expect((await one(idOf('A01A04')))!.hasChild).toBe('1')
    const food = (await tree('loadTreeRoot', { async: 'true', pcode: 'A01' })).body.result!.find(
      (n) => n.code === 'A01A04',
    )
    expect(food!.leaf).toBe(false)
    expect((await add({ pid: idOf('A01A04'), name: '休闲零食' })).body.result!.code).toBe('A01A04A02')
    expect((await add({ pid: '', name: '清关资质' })).body.result).toMatchObject({ pid: '0', code: 'A05' })
  })

  it('accepts a chosen code that follows the prefix rule and is free', async () => {
    expect((await add({ pid: idOf('A03'), name: '集装袋', code: 'A03X01' })).body.result!.code).toBe('A03X01')
    const wrong = await add({ pid: idOf('A03'), name: '错', code: 'B01' })
    expectRefused(wrong, 500)
    expect(wrong.body.message).toBe('编码不符合规范,须以"A03"开头!')
    const taken = await add({ pid: idOf('A03'), name: '重', code: 'A03A01' })
    expectRefused(taken, 500)
    expectRefused(await add({ pid: idOf('A03'), name: 'x', code: "A03' or 1=1" }), 500)
    expectRefused(await add({ pid: 'no-such-parent', name: 'x' }), 500)
    expect((await add({ pid: idOf('A03'), name: '  ' })).body.message).toBe('分类名称不能为空')
  })

  it('edits the name, a leaf’s code, never the parent', async () => {
    const edit = (payload: object, token = t.admin) =>
      call<SysCategory>(t.app, 'PUT', '/sys/category/edit', token, payload)
    const renamed = await edit({ id: idOf('A04A01'), name: '运输保险' })
    expect(renamed.body).toMatchObject({ success: true, message: '修改成功!' })
    expect((await one(idOf('A04A01')))!.name).toBe('运输保险')
    expect((await edit({ id: idOf('A04A02'), name: '贴标', code: 'A04A09' })).body.result!.code).toBe(
      'A04A09',
    )
    expect((await edit({ id: idOf('A04'), name: '增值服务', code: 'A09' })).body.message).toBe(
      '该分类下有子分类，不能修改编码',
    )
    expect((await edit({ id: idOf('A04A03'), name: 'x', pid: idOf('A03') })).body.message).toBe(
      '不支持修改上级分类',
    )
    const missing = await edit({ id: 'nope', name: 'x' })
    expectRefused(missing, 500)
    expect(missing.body.message).toBe('未找到对应实体')
    expect(
      (await call(t.app, 'POST', '/sys/category/edit', t.admin, { id: idOf('A04A03'), name: '拍照' })).body
        .success,
    ).toBe(true)
  })

  it('deletes a subtree; a parent left without children becomes a leaf', async () => {
    const before = await rowCount()
    const del = await call(t.app, 'DELETE', `/sys/category/delete?id=${idOf('A02A01')}`, t.admin)
    expect(del.body).toMatchObject({ success: true, message: '删除成功!' })
    expect(await rowCount()).toBe(before - 3)
    expect((await one(idOf('A02')))!.hasChild).toBe('1')
    const liquids = (await tree('loadTreeChildren', { pid: idOf('A01A03') })).body.result!.map((n) => n.key)
    const batch = await call(t.app, 'DELETE', `/sys/category/deleteBatch?ids=${liquids.join(',')},`, t.admin)
    expect(batch.body.success).toBe(true)
    expect((await one(idOf('A01A03')))!.hasChild).toBe('0')
    expectRefused(await call(t.app, 'DELETE', '/sys/category/delete?id=nope', t.admin), 500)
    expectRefused(await call(t.app, 'DELETE', '/sys/category/deleteBatch?ids=,', t.admin), 500)
  })

  it('is refused without the category buttons', async () => {
    expectRefused(await add({ pid: '', name: 'x' }, t.ops), 510)
    expectRefused(await call(t.app, 'PUT', '/sys/category/edit', t.ops, { id: idOf('A03'), name: 'x' }), 510)
    expectRefused(await call(t.app, 'DELETE', `/sys/category/delete?id=${idOf('A03')}`, t.ops), 510)
    expect((await one(idOf('A03')))!.name).toBe('包装类型')
  })
})

describe('databases seeded before categories, rules and reports existed', () => {
  it('get the category buttons and the seed rows on the next start', async () => {
    const { createServer } = await import('../../../../src/server')
    const { inArray } = await import('drizzle-orm')
    const { onlCgreportHead, sysCheckRule, sysPermission } = await import('../../../../src/db/schema')
    const { testServerOptions } = await import('../../../helpers/app')
    const { db } = t.testDb.database
    await db
      .delete(sysPermission)
      .where(inArray(sysPermission.perms, ['system:category:edit', 'system:category:delete']))
    await db.delete(sysCheckRule)
    await db.delete(onlCgreportHead)
    await t.app.caches.stamps.bump('auth')
    expectRefused(await call(t.app, 'POST', '/sys/category/add', t.admin, { name: 'x' }), 510)
    const again = await createServer(testServerOptions({ database: t.testDb.database }))
    try {
      const added = await call(again, 'POST', '/sys/category/add', t.admin, { name: '新根' })
      expect(added.status).toBe(200)
      const rule = await call(
        again,
        'GET',
        '/sys/checkRule/checkByCode?ruleCode=hs_code&value=8471300000',
        t.admin,
      )
      expect(rule.body.success).toBe(true)
      expect(
        (await call(again, 'GET', '/online/cgreport/api/getRpColumns/report_depart', t.admin)).status,
      ).toBe(200)
    } finally {
      await again.close()
    }
  })
})
