import { type Api, type Reply, refusalOf, summarize } from './api'
import type { Tally } from './harness'

type Row = Record<string, unknown> & { id: string }
type Page = { records: Row[]; total: number }

const TENANT_1 = { 'X-Tenant-Id': '1' }
const TENANT_2 = { 'X-Tenant-Id': '2' }
const field = (extra: Record<string, unknown>) => ({
  dbFieldName: 'name',
  dbFieldTxt: '名称',
  fieldKind: 'text',
  ...extra,
})

/** What a refused design must answer: a refusal envelope (HTTP 200, code 500), nothing stored, no leak. */
const refused = (reply: Reply, what: string) => [
  ...reply.issues,
  ...(refusalOf(reply) === 'refused'
    ? []
    : [`${what} not refused: ${reply.status} ${reply.text.slice(0, 160)}`]),
]

/** Hostile table names, field names, kinds, lengths, defaults and dictionaries: each design refused, no table made. */
const HOSTILE_DESIGNS: [string, { tableName: string; fields: Record<string, unknown>[] }][] = [
  ['SQL in the table name', { tableName: 'onl_x"; drop table sys_user; --', fields: [field({})] }],
  ['a system table', { tableName: 'sys_user', fields: [field({})] }],
  ['the designer’s own table', { tableName: 'onl_cgform_field', fields: [field({})] }],
  ['a quoted upper-case name', { tableName: 'ONL_"X"', fields: [field({})] }],
  [
    'SQL in a field name',
    { tableName: 'onl_sec_a', fields: [field({ dbFieldName: 'a text); drop table sys_user; --' })] },
  ],
  ['the tenant column', { tableName: 'onl_sec_a', fields: [field({ dbFieldName: 'tenant_id' })] }],
  ['the id column', { tableName: 'onl_sec_a', fields: [field({ dbFieldName: 'id' })] }],
  ['the version column', { tableName: 'onl_sec_a', fields: [field({ dbFieldName: 'version' })] }],
  ['a PostgreSQL system column', { tableName: 'onl_sec_a', fields: [field({ dbFieldName: 'xmin' })] }],
  ['a raw SQL type', { tableName: 'onl_sec_a', fields: [field({ fieldKind: 'text; drop table sys_user' })] }],
  [
    'a SQL type by JeecgBoot name',
    {
      tableName: 'onl_sec_a',
      fields: [field({ fieldKind: undefined, dbType: 'blob', fieldShowType: 'popup' })],
    },
  ],
  [
    'SQL in a length',
    { tableName: 'onl_sec_a', fields: [field({ dbLength: '10) ; drop table sys_user; --' })] },
  ],
  [
    'an expression as a default',
    {
      tableName: 'onl_sec_a',
      fields: [field({ fieldKind: 'integer', dbDefaultVal: '(select count(*) from sys_user)' })],
    },
  ],
  [
    'a function as a default',
    { tableName: 'onl_sec_a', fields: [field({ fieldKind: 'date', dbDefaultVal: 'now()' })] },
  ],
  [
    'a quote-breaking default',
    {
      tableName: 'onl_sec_a',
      fields: [field({ dbLength: 5, dbDefaultVal: "x'); drop table sys_user; --" })],
    },
  ],
  [
    'a table dictionary over sys_user',
    {
      tableName: 'onl_sec_a',
      fields: [field({ fieldKind: 'dict', dictField: 'sys_user,password,username' })],
    },
  ],
  ['a user regular expression', { tableName: 'onl_sec_a', fields: [field({ fieldValidType: '^(a+)+$' })] }],
  [
    'a hostile index type',
    { tableName: 'onl_sec_a', fields: [field({ indexType: 'gin (name); drop table sys_user' })] },
  ],
  [
    'a hostile range bound',
    { tableName: 'onl_sec_a', fields: [field({ fieldKind: 'integer', fieldMax: '1 or 1=1' })] },
  ],
]

async function hostileDesigns(api: Api, tally: Tally, admin: string) {
  for (const [name, design] of HOSTILE_DESIGNS)
    await tally.check(`在线表单 refuses ${name}`, async () => {
      const reply = await api.send('POST', '/online/cgform/api/addAll', {
        token: admin,
        headers: TENANT_1,
        body: { head: { tableName: design.tableName, tableTxt: '安全测试' }, fields: design.fields },
      })
      return refused(reply, name)
    })
  await tally.check('在线表单 import of a hostile declaration is refused, never evaluated', async () => {
    const code = [
      "process.exit(1); require('child_process').execSync('touch /tmp/pwned')",
      ' * @portico-online-design {"head":{"tableName":"sys_role","tableTxt":"x"},"fields":[{"dbFieldName":"a","dbFieldTxt":"A","fieldKind":"text"}]}',
    ].join('\n')
    const reply = await api.send('POST', '/online/cgform/head/importCode', {
      token: admin,
      headers: TENANT_1,
      body: { code },
    })
    return refused(reply, 'hostile declaration')
  })
  await tally.check('在线表单 designs above left no design behind', async () => {
    const list = await api.send<Page>('GET', '/online/cgform/head/list', {
      token: admin,
      headers: TENANT_1,
      query: { tableName: 'onl_sec_a', pageSize: '50' },
    })
    return [
      ...list.issues,
      ...(list.json?.result?.total ? [`${list.json.result.total} hostile designs stored`] : []),
    ]
  })
}

/** A designed form's rows: system columns are the server's, and another tenant's rows are out of reach. */
async function liveRows(api: Api, tally: Tally, admin: string, staff: string) {
  const tableName = `onl_sec_${Date.now().toString(36)}`
  let id = ''
  let rowId = ''
  await tally.check('在线表单 a design synchronises and takes a row', async () => {
    const added = await api.send<{ id: string }>('POST', '/online/cgform/api/addAll', {
      token: admin,
      headers: TENANT_1,
      body: { head: { tableName, tableTxt: '安全测试' }, fields: [field({ isQuery: 1 })] },
    })
    if (!added.json?.success) return [`design: ${summarize('POST', '/online/cgform/api/addAll', added)}`]
    id = added.json.result.id
    const synced = await api.send('POST', `/online/cgform/api/doDbSynch/${id}/normal`, {
      token: admin,
      headers: TENANT_1,
    })
    if (!synced.json?.success) return [`sync: ${summarize('POST', '/online/cgform/api/doDbSynch', synced)}`]
    // System columns in the form are not the caller's to set.
    const row = await api.send<string>('POST', `/online/cgform/api/form/${id}`, {
      token: admin,
      headers: TENANT_1,
      body: { name: 'tenant 1 row', id: 'forged-id', tenant_id: 2, create_by: 'nobody', version: 99 },
    })
    if (!row.json?.success) return [`add: ${summarize('POST', '/online/cgform/api/form', row)}`]
    rowId = row.json.result
    const stored = await api.send<Row>('GET', `/online/cgform/api/form/${id}/${rowId}`, {
      token: admin,
      headers: TENANT_1,
    })
    const problems = [...added.issues, ...synced.issues, ...row.issues, ...stored.issues]
    const r = stored.json?.result
    if (!r) return [...problems, 'the row cannot be read back']
    if (rowId === 'forged-id') problems.push('the caller chose the row id')
    if (Number(r.tenant_id) !== 1) problems.push(`the caller chose tenant ${r.tenant_id}`)
    if (r.create_by !== 'admin') problems.push(`the caller chose create_by ${r.create_by}`)
    if (Number(r.version) !== 1) problems.push(`the caller chose version ${r.version}`)
    return problems
  })
  if (!id) return

  await tally.check('在线表单 tenant 2 cannot reach tenant 1’s design or rows', async () => {
    const calls: [string, string, Record<string, unknown>?][] = [
      ['GET', `/online/cgform/api/getData/${id}`],
      ['GET', `/online/cgform/api/getData/${tableName}`],
      ['GET', `/online/cgform/api/form/${id}/${rowId}`],
      ['GET', `/online/cgform/data/${id}/list`],
      ['GET', `/online/cgform/data/${id}/exportXls`],
      ['GET', `/online/cgform/head/exportCode/${id}`],
      ['GET', `/online/cgform/api/previewDbSynch/${id}`],
      ['PUT', `/online/cgform/api/form/${id}`, { id: rowId, name: 'changed by tenant 2' }],
      ['DELETE', `/online/cgform/api/form/${id}/${rowId}`],
      ['POST', `/online/cgform/api/doDbSynch/${id}/force`],
    ]
    const problems: string[] = []
    for (const [method, path, body] of calls) {
      const reply = await api.send(method, path, { token: admin, headers: TENANT_2, body })
      problems.push(...reply.issues)
      if (refusalOf(reply) === null) problems.push(`answered: ${summarize(method, path, reply)}`)
    }
    const still = await api.send<Row>('GET', `/online/cgform/api/form/${id}/${rowId}`, {
      token: admin,
      headers: TENANT_1,
    })
    if (still.json?.result?.name !== 'tenant 1 row') problems.push('tenant 1’s row changed or went')
    return problems
  })

  await tally.check('在线表单 a filter cannot reach another table or tenant', async () => {
    const problems: string[] = []
    const queries: Record<string, string>[] = [
      { tenant_id: '2' },
      { column: 'password', order: 'desc' },
      { superQueryParams: JSON.stringify([{ field: 'tenant_id', rule: 'eq', val: '2' }]) },
      { name: "x' or '1'='1" },
    ]
    for (const query of queries) {
      const reply = await api.send<Page>('GET', `/online/cgform/api/getData/${id}`, {
        token: admin,
        headers: TENANT_1,
        query,
      })
      problems.push(...reply.issues)
      const foreign = (reply.json?.result?.records ?? []).filter((row) => Number(row.tenant_id) !== 1)
      if (foreign.length)
        problems.push(`${JSON.stringify(query)} shows ${foreign.length} rows of another tenant`)
    }
    return problems
  })

  await tally.check('在线表单 staff without the form’s codes cannot read or write it', async () => {
    const problems: string[] = []
    for (const [method, path] of [
      ['GET', `/online/cgform/api/getData/${id}`],
      ['POST', `/online/cgform/api/form/${id}`],
      ['GET', `/online/cgform/data/${id}/exportXls`],
      ['POST', '/online/cgform/api/addAll'],
    ] as const) {
      const reply = await api.send(method, path, {
        token: staff,
        headers: TENANT_1,
        body: method === 'POST' ? { name: 'x' } : undefined,
      })
      problems.push(...reply.issues)
      if (refusalOf(reply) !== 'forbidden') problems.push(`not refused: ${summarize(method, path, reply)}`)
    }
    return problems
  })
}

/** 在线表单's designer: hostile designs refused; a design's rows stay its tenant's, system columns the server's. */
export async function checkOnlineForms(api: Api, tally: Tally, tokens: { admin: string; staff: string }) {
  await hostileDesigns(api, tally, tokens.admin)
  await liveRows(api, tally, tokens.admin, tokens.staff)
}
