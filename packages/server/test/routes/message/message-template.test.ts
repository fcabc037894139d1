// biome-ignore-all lint/suspicious/noTemplateCurlyInString: ${name} placeholders are the subject of these tests
import { describe, expect, it } from 'vitest'
import { call, withTestApp } from '../../helpers/app'
import { expectRefused } from '../../helpers/refusals'

const t = withTestApp({ admin: 'admin', ops: 'zhangwei', hr: 'wangfang' })
const BASE = '/message/sysMessageTemplate'

const template = {
  templateName: '到件通知',
  templateCode: 'parcel_arrived',
  templateType: '2',
  templateContent: '${name}您好，您的包裹 ${waybillNo} 已到达${site}。',
  templateTestJson: '{"name":"张三","waybillNo":"SF1001","site":"深圳仓"}',
}

describe('消息模板', () => {
  it('saves a template whose placeholders all have sample values, and lists it', async () => {
    const added = await call(t.app, 'POST', `${BASE}/add`, t.ops, template)
    expect(added.body).toMatchObject({ success: true, message: '添加成功！' })
    const { body } = await call<{ records: Record<string, unknown>[] }>(
      t.app,
      'GET',
      `${BASE}/list?templateCode=parcel_arrived`,
      t.ops,
    )
    expect(body.result!.records[0]).toMatchObject({
      ...template,
      templateType_dictText: '邮件',
      createBy: 'zhangwei',
    })
    expect((await call(t.app, 'POST', `${BASE}/add`, t.ops, template)).body.message).toBe('模板编码已存在')
  })

  it('refuses unknown or malformed placeholders and bad sample values, writing nothing', async () => {
    for (const [change, message] of [
      [{ templateContent: '您好 ${name}，${phone}' }, '未知占位符：${phone}（请在示例值中为它们给出值）'],
      [{ templateContent: '您好 ${na me}' }, '占位符 ${na me} 不合法：只能包含字母、数字和下划线'],
      [{ templateTestJson: '[1,2]' }, '示例值必须是 JSON 对象，如 {"name":"张三"}'],
      [{ templateTestJson: '{oops' }, '示例值必须是 JSON 对象，如 {"name":"张三"}'],
      [{ templateType: '9' }, '请选择模板类型'],
      [{ templateCode: 'a b' }, '模板编码为1-32位字母、数字、下划线或短横线'],
    ] as const) {
      const { status, body } = await call(t.app, 'POST', `${BASE}/add`, t.ops, {
        ...template,
        templateCode: 'refused_one',
        ...change,
      })
      expectRefused({ status, body }, 500, message)
      expect(body.message).toBe(message)
    }
    const { body } = await call<{ total: number }>(
      t.app,
      'GET',
      `${BASE}/list?templateCode=refused_one`,
      t.ops,
    )
    expect(body.result!.total).toBe(0)
  })

  it('previews with the sample values or given ones, and names placeholders without a value', async () => {
    const sample = await call<string>(t.app, 'POST', `${BASE}/preview`, t.ops, template)
    expect(sample.body.result).toBe('张三您好，您的包裹 SF1001 已到达深圳仓。')
    const given = await call<string>(t.app, 'POST', `${BASE}/preview`, t.ops, {
      templateContent: template.templateContent,
      values: { name: '李四', waybillNo: 'YT2002', site: 3 },
    })
    expect(given.body.result).toBe('李四您好，您的包裹 YT2002 已到达3。')
    const missing = await call(t.app, 'POST', `${BASE}/preview`, t.ops, {
      templateContent: template.templateContent,
      values: { name: '李四', site: '' },
    })
    expectRefused(missing, 500)
    expect(missing.body.message).toBe('缺少占位符的值：${waybillNo}、${site}')
  })

  it('edits and deletes with the permissions of the menu', async () => {
    const [row] = (
      await call<{ records: { id: string }[] }>(
        t.app,
        'GET',
        `${BASE}/list?templateCode=parcel_arrived`,
        t.ops,
      )
    ).body.result!.records
    const edited = await call(t.app, 'PUT', `${BASE}/edit`, t.ops, {
      ...template,
      id: row!.id,
      templateName: '到件提醒',
    })
    expect(edited.body.success).toBe(true)
    expectRefused(await call(t.app, 'GET', `${BASE}/list`, t.hr), 510)
    expectRefused(await call(t.app, 'DELETE', `${BASE}/delete?id=${row!.id}`, t.ops), 510)
    expect((await call(t.app, 'DELETE', `${BASE}/delete?id=${row!.id}`, t.admin)).body.success).toBe(true)
    const { body } = await call<{ total: number }>(
      t.app,
      'GET',
      `${BASE}/list?templateCode=parcel_arrived`,
      t.admin,
    )
    expect(body.result!.total).toBe(0)
  })
})
