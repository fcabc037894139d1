import type { Resource } from '@portico/contract'
import * as contract from '@portico/contract'
import { type Api, refusalOf, summarize } from './api'
import type { Tally } from './harness'

type Page = { records: Record<string, unknown>[]; total: number }

const declaredResources = (): Resource[] =>
  (Object.values(contract) as unknown[]).filter(
    (value): value is Resource =>
      typeof value === 'object' &&
      value !== null &&
      'baseUrl' in value &&
      'scope' in value &&
      'perms' in value,
  )

/** Columns every scoped table carries and no declaration lists: a design must never reach them. */
const SYSTEM_COLUMNS = ['tenantId', 'delFlag', 'version', 'customerId', 'sysOrgCode', 'password', 'salt']

const onResource = (name: string, rest: object) => ({ source: { kind: 'resource', name }, ...rest })

/** Designs no check may let through: other tables, hostile names and types, script in titles. */
function hostileDesigns(): [string, object][] {
  const piece = (rest: object) => onResource('question_piece', rest)
  return [
    ['a table that is no resource', onResource('sys_user_role', { columns: ['userId'] })],
    ['a catalogue table', onResource('pg_shadow', { columns: ['passwd'] })],
    ['a schema-qualified name', onResource('public.sys_user', { columns: ['username'] })],
    ['SQL as a source', onResource("question_piece'; drop table sys_user;--", { columns: ['status'] })],
    ['a path as a source', onResource('../sys_user', { columns: ['username'] })],
    ['an unknown kind of source', { source: { kind: 'sql', name: 'question_piece' }, columns: ['status'] }],
    ['an online form that does not exist', { source: { kind: 'form', name: 'onl_nope' }, columns: ['x'] }],
    ['SQL as a column', piece({ columns: ['status) from sys_user --'] })],
    ['SQL as a group', piece({ groupBy: [{ field: '1; select 1' }], measures: [{ fn: 'count' }] })],
    [
      'SQL as a filter',
      piece({ columns: ['status'], filters: [{ field: "status' or '1'='1", mode: 'single' }] }),
    ],
    ['a prototype key', piece({ columns: ['__proto__'] })],
    ['constructor', piece({ columns: ['constructor'] })],
    ['an unknown aggregate', piece({ measures: [{ fn: 'pg_sleep', field: 'version' }] })],
    ['a sum over text', piece({ measures: [{ fn: 'sum', field: 'waybillNo' }] })],
    [
      'an hour bucket',
      piece({ groupBy: [{ field: 'createTime', bucket: 'hour' }], measures: [{ fn: 'count' }] }),
    ],
    [
      'a chart of another kind',
      piece({
        groupBy: [{ field: 'status' }],
        measures: [{ fn: 'count' }],
        chart: { type: 'script', category: 'status', value: 'count' },
      }),
    ],
    [
      'script in a title',
      piece({
        groupBy: [{ field: 'status', label: '<script>alert(1)</script>' }],
        measures: [{ fn: 'count' }],
      }),
    ],
    ['a sort on a hidden column', piece({ columns: ['status'], sort: { key: 'tenantId', order: 'asc' } })],
    ['a design that is a string', 'select * from sys_user' as unknown as object],
    ['a column list that is an object', piece({ columns: { 0: 'status' } })],
    ['hundreds of columns', piece({ columns: Array.from({ length: 500 }, () => 'status') })],
  ]
}

/**
 * 在线报表's designer cannot be turned into a query tool: hostile designs are refused (never a 5xx) on save and
 * preview; no declared resource's undeclared system column can be named; a designed report counts exactly the rows
 * its resource's list shows the caller — per tenant, and for a customer's user only their own company's rows.
 */
export async function checkReportDesigner(
  api: Api,
  tally: Tally,
  { admin, customer }: { admin: string; customer: string },
): Promise<void> {
  for (const [what, design] of hostileDesigns())
    for (const path of ['/online/cgreport/head/add', '/online/cgreport/design/preview'])
      await tally.check(`report designer refuses ${what} (${path})`, async () => {
        const reply = await api.send('POST', path, {
          token: admin,
          body: { head: { code: `sec_${Date.now()}`, name: '安全测试' }, design },
        })
        return [
          ...reply.issues,
          // A business refusal: HTTP 200 with success false and code 500 (JeecgBoot's status policy).
          ...(refusalOf(reply) === 'refused' ? [] : [`not refused: ${summarize('POST', path, reply)}`]),
        ]
      })

  const resources = declaredResources()
  let systemTried = 0
  for (const resource of resources)
    for (const column of SYSTEM_COLUMNS.filter((name) => !Object.hasOwn(resource.fields, name))) {
      systemTried += 1
      await tally.check(`report designer refuses ${resource.table}.${column}`, async () => {
        const reply = await api.send('POST', '/online/cgreport/design/preview', {
          token: admin,
          body: { design: onResource(resource.table, { columns: [column] }) },
        })
        return [
          ...reply.issues,
          ...(refusalOf(reply) === 'refused'
            ? []
            : [`not refused: ${summarize('POST', '/online/cgreport/design/preview', reply)}`]),
        ]
      })
    }
  tally.figures['report designer: system columns tried'] = systemTried

  // A count per resource: the report and the resource's own list must agree for every caller and tenant.
  const counted = resources.filter((r) => r.scope.tenant || r.scope.customer)
  for (const resource of counted) {
    const code = `sec_count_${resource.table}`
    await tally.check(`a designed report over ${resource.table} counts what its list shows`, async () => {
      const added = await api.send<string>('POST', '/online/cgreport/head/add', {
        token: admin,
        body: {
          head: { code, name: `计数 ${resource.title}` },
          design: onResource(resource.table, { measures: [{ fn: 'count' }] }),
        },
      })
      if (!added.json?.success) return [`add: ${summarize('POST', code, added)}`]
      const id = added.json.result
      const problems: string[] = []
      const callers: [string, string, Record<string, string>][] = resource.scope.tenant
        ? [
            ['admin in tenant 1', admin, { 'X-Tenant-Id': '1' }],
            ['admin in tenant 2', admin, { 'X-Tenant-Id': '2' }],
          ]
        : [
            ['admin', admin, {}],
            ['customer', customer, {}],
          ]
      for (const [who, token, headers] of callers) {
        const list = await api.send<Page>('GET', `${resource.baseUrl}/list`, {
          token,
          headers,
          query: { pageSize: '1' },
        })
        const report = await api.send<Page>('GET', `/online/cgreport/api/getData/${id}`, { token, headers })
        problems.push(...list.issues, ...report.issues)
        if (refusalOf(list) === 'forbidden') {
          if (refusalOf(report) !== 'forbidden')
            problems.push(`${who}: list refused, report answered ${summarize('GET', 'getData', report)}`)
          continue
        }
        const listed = Number(list.json?.result?.total)
        const reported = Number(report.json?.result?.records?.[0]?.count)
        if (listed !== reported) problems.push(`${who}: list total ${listed}, report count ${reported}`)
      }
      return problems
    })
  }
  tally.figures['report designer: scoped resources counted'] = counted.length
}
