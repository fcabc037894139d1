import { defineResource, type ResourceDeclaration } from '@portico/contract'
import { describe, expect, it } from 'vitest'
import { API, call, withTestApp } from '../../helpers/app'
import { expectRefused } from '../../helpers/refusals'

const t = withTestApp({ admin: 'admin', ops: 'zhangwei' })
const TENANT_1 = { tenant_id: '1' }

const as = (method: 'GET' | 'POST', path: string, payload?: object, token = t.admin) =>
  call<unknown>(t.app, method, path, token, payload, TENANT_1)

const exportCode = (id: string, token = t.admin) =>
  t.app.inject({
    method: 'GET',
    url: `${API}/online/cgform/head/exportCode/${id}`,
    headers: { 'x-access-token': token, ...TENANT_1 },
  })

type Field = Record<string, unknown> & { dbFieldName: string }
const fieldsOf = async (id: string) =>
  ((await as('GET', `/online/cgform/field/listByHeadId?headId=${id}`)).body.result as Field[]).map(
    ({ id: _id, cgformHeadId: _head, ...field }) => field,
  )

const FIELDS = [
  {
    dbFieldName: 'car_no',
    dbFieldTxt: '车牌号*/',
    fieldKind: 'text',
    dbLength: 20,
    fieldMustInput: '1',
    isQuery: 1,
  },
  { dbFieldName: 'kind', dbFieldTxt: '保养类型', fieldKind: 'dict', dictField: 'sex', dbDefaultVal: '1' },
  { dbFieldName: 'cost', dbFieldTxt: '费用', fieldKind: 'money', fieldMin: '0', indexType: 'normal' },
  { dbFieldName: 'photo', dbFieldTxt: '照片', fieldKind: 'image', isShowList: 0 },
]

describe('在线表单 导出代码 / 导入代码', () => {
  let id: string
  let code: string

  it('downloads the design as a defineResource declaration that carries the design', async () => {
    const added = await as('POST', '/online/cgform/api/addAll', {
      head: { tableName: 'onl_code_demo', tableTxt: '保养*/记录' },
      fields: FIELDS,
    })
    expect(added.status, added.body.message).toBe(200)
    id = (added.body.result as { id: string }).id
    const response = await exportCode(id)
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-disposition']).toContain('onlCodeDemoResource.ts')
    code = response.body
    // The leading comment ends where it should, whatever the labels hold.
    expect(code.indexOf('*/')).toBe(code.indexOf('\n */') + 2)
    expect(code).toContain("import { defineResource } from '@portico/contract'")

    // The argument of defineResource is a declaration the contract accepts as it stands.
    const argument = code.slice(
      code.indexOf('defineResource({') + 'defineResource('.length,
      code.lastIndexOf(')'),
    )
    const declared = defineResource(JSON.parse(argument) as ResourceDeclaration)
    expect(declared).toMatchObject({
      table: 'onl_code_demo',
      title: '保养*/记录',
      permission: 'online:onl_code_demo',
      labelField: 'carNo',
      scope: { tenant: true },
    })
    expect(declared.fields.carNo).toMatchObject({
      kind: 'text',
      label: '车牌号*/',
      required: true,
      maxLength: 20,
    })
    expect(declared.fields.kind).toMatchObject({ kind: 'dict', dictCode: 'sex', default: '1' })
    expect(declared.fields.cost).toMatchObject({
      kind: 'money',
      rules: [{ min: 0, message: '费用不能小于0' }],
    })
    expect(declared.fields.photo).toMatchObject({ kind: 'image', list: false })
  })

  it('imports the file back as a new design with the same fields', async () => {
    const imported = await as('POST', '/online/cgform/head/importCode', { code, tableName: 'onl_code_copy' })
    expect(imported.status, imported.body.message).toBe(200)
    const copy = imported.body.result as {
      id: string
      tableName: string
      tableTxt: string
      isDbSynch: string
    }
    expect(copy).toMatchObject({ tableName: 'onl_code_copy', tableTxt: '保养*/记录', isDbSynch: 'N' })
    expect(await fieldsOf(copy.id)).toEqual(await fieldsOf(id))

    // Into its own name again: taken.
    const again = await as('POST', '/online/cgform/head/importCode', { code })
    expect([again.status, again.body.code, again.body.message]).toEqual([200, 500, '表名onl_code_demo已存在'])
  })

  it.each([
    [
      "export const x = defineResource({ table: 'sys_user' })",
      '代码中没有表单设计（@portico-online-design），请使用在线表单导出的代码',
    ],
    [' * @portico-online-design {"head": 1', '代码中的表单设计不是有效的JSON'],
    [' * @portico-online-design {"fields": []}', '代码中的表单设计缺少表信息或字段'],
    [
      ' * @portico-online-design {"head":{"tableName":"sys_user","tableTxt":"x"},"fields":[{"dbFieldName":"a","dbFieldTxt":"A","fieldKind":"text"}]}',
      '表名须以onl_开头，只含小写字母、数字和单个下划线，且以字母开头',
    ],
    [
      ' * @portico-online-design {"head":{"tableName":"onl_evil","tableTxt":"x"},"fields":[{"dbFieldName":"tenant_id","dbFieldTxt":"A","fieldKind":"text"}]}',
      '字段名tenant_id是系统字段，不能使用',
    ],
    [
      ' * @portico-online-design {"head":{"tableName":"onl_evil","tableTxt":"x"},"fields":[{"dbFieldName":"a","dbFieldTxt":"A","fieldKind":"integer","dbDefaultVal":"(select 1)"}]}',
      '字段a的默认值无效：A必须是整数',
    ],
  ])('refuses %s', async (text, message) => {
    const { status, body } = await as('POST', '/online/cgform/head/importCode', { code: text })
    expect([status, body.code, body.message]).toEqual([200, 500, message])
  })

  it('needs the designer’s codes', async () => {
    expectRefused(await exportCode(id, t.ops), 510)
    expectRefused(await as('POST', '/online/cgform/head/importCode', { code }, t.ops), 510)
  })
})
