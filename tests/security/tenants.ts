import type { Resource } from '@portico/contract'
import * as contract from '@portico/contract'
import { type Api, refusalOf, summarize } from './api'
import type { Tally } from './harness'

type Row = Record<string, unknown> & { id: string }
/** The customer a row belongs to (the wire may carry it as a number or a string). */
const ownerOf = (row: Row) =>
  row.customerId === undefined || row.customerId === null ? null : Number(row.customerId)
type Page = { records: Row[]; total: number }

const HEADERS = ['X-Tenant-Id', 'tenant_id', 'tenant-id']

const declaredResources = (): Resource[] =>
  (Object.values(contract) as unknown[]).filter(
    (value): value is Resource =>
      typeof value === 'object' &&
      value !== null &&
      'baseUrl' in value &&
      'scope' in value &&
      'perms' in value,
  )

async function listAll(api: Api, resource: Resource, token: string, headers: Record<string, string> = {}) {
  return api.send<Page>('GET', `${resource.baseUrl}/list`, { token, query: { pageSize: '500' }, headers })
}

/** A user of one tenant naming another one's id in any tenant header is refused. */
async function forgedHeaders(
  api: Api,
  tally: Tally,
  who: string,
  token: string,
  path: string,
  tenants: number[],
) {
  for (const tenant of tenants)
    for (const header of HEADERS)
      await tally.check(`tenant forgery: ${who} sends ${header}: ${tenant} to ${path}`, async () => {
        const reply = await api.send('GET', path, { token, headers: { [header]: String(tenant) } })
        return [
          ...reply.issues,
          ...(refusalOf(reply) === 'forbidden' ? [] : [`not refused: ${summarize('GET', path, reply)}`]),
        ]
      })
}

/**
 * A customer company's user sees only its own customer-owned rows (list, filter by another customer, queryById of
 * another's row), whatever it asks for.
 */
async function customerRows(api: Api, tally: Tally, admin: string, customer: string, customerId: number) {
  let triedAgainstOthers = 0
  for (const resource of declaredResources().filter((r) => r.scope.customer)) {
    await tally.check(`customer ${customerId} reads ${resource.baseUrl} rows`, async () => {
      const all = await listAll(api, resource, admin)
      if (!all.json?.success) return [`admin list: ${summarize('GET', resource.baseUrl, all)}`]
      const others = all.json.result.records.filter((row) => ownerOf(row) !== customerId)
      const own = all.json.result.records.filter((row) => ownerOf(row) === customerId)
      const problems = [...all.issues]
      const mine = await listAll(api, resource, customer)
      problems.push(...mine.issues)
      if (refusalOf(mine) === 'forbidden') return problems // the role may not read this list at all
      const seen = mine.json?.result?.records ?? []
      const foreign = seen.filter((row) => ownerOf(row) !== customerId)
      if (foreign.length) problems.push(`list shows ${foreign.length} rows of other customers`)
      if (seen.length !== own.length) problems.push(`list shows ${seen.length} rows, it owns ${own.length}`)
      const filtered = await api.send<Page>('GET', `${resource.baseUrl}/list`, {
        token: customer,
        query: { customerId: String(others[0] ? ownerOf(others[0]) : 1002) },
      })
      problems.push(...filtered.issues)
      const leaked = (filtered.json?.result?.records ?? []).filter((row) => ownerOf(row) !== customerId)
      if (leaked.length) problems.push(`filtering by another customer shows ${leaked.length} of its rows`)
      for (const row of others.slice(0, 2)) {
        const byId = await api.send<Row>('GET', `${resource.baseUrl}/queryById`, {
          token: customer,
          query: { id: row.id },
        })
        problems.push(...byId.issues)
        if (byId.json?.success && byId.json.result)
          problems.push(`queryById answers another customer's row ${row.id}`)
      }
      if (others.length) triedAgainstOthers += 1
      return problems
    })
  }
  tally.figures["customer lists with others' rows"] = triedAgainstOthers
  await tally.check("customer isolation was tried against other customers' rows", async () =>
    triedAgainstOthers ? [] : ["no customer-owned list holds another customer's rows (seed changed?)"],
  )
}

/** A row added in tenant 2 stays out of tenant 1's lists, queryById, edits and deletes. */
async function tenantRows(api: Api, tally: Tally, admin: string, tenantOneUser: string) {
  await tally.check('tenant 1 user cannot read, edit or delete a tenant 2 问题件', async () => {
    const base = contract.questionPieceResource.baseUrl
    const waybillNo = `SEC-T2-${Date.now()}`
    const tenantTwo = { 'X-Tenant-Id': '2' }
    const added = await api.send('POST', `${base}/add`, {
      token: admin,
      headers: tenantTwo,
      body: { waybillNo, questionType: '1', description: 'tenant 2 only' },
    })
    if (!added.json?.success) return [`admin add in tenant 2: ${summarize('POST', base, added)}`]
    const found = await api.send<Page>('GET', `${base}/list`, {
      token: admin,
      headers: tenantTwo,
      query: { waybillNo },
    })
    const row = found.json?.result?.records?.[0]
    if (!row) return [`the added row is not in tenant 2's list: ${found.text.slice(0, 200)}`]
    const problems = [...added.issues, ...found.issues]
    const list = await api.send<Page>('GET', `${base}/list`, { token: tenantOneUser, query: { waybillNo } })
    if (list.json?.result?.records?.length) problems.push('tenant 1 list shows the tenant 2 row')
    const byId = await api.send<Row>('GET', `${base}/queryById`, {
      token: tenantOneUser,
      query: { id: row.id },
    })
    if (byId.json?.success && byId.json.result) problems.push('tenant 1 queryById answers the tenant 2 row')
    const edit = await api.send('PUT', `${base}/edit`, {
      token: tenantOneUser,
      body: { ...row, description: 'overwritten by tenant 1' },
    })
    const del = await api.send('DELETE', `${base}/delete`, { token: tenantOneUser, query: { id: row.id } })
    problems.push(...list.issues, ...byId.issues, ...edit.issues, ...del.issues)
    const after = await api.send<Row>('GET', `${base}/queryById`, {
      token: admin,
      headers: tenantTwo,
      query: { id: row.id },
    })
    if (!after.json?.success)
      problems.push(`the tenant 2 row is gone after tenant 1's delete (${del.status})`)
    else if (after.json.result.description !== 'tenant 2 only')
      problems.push(`tenant 1's edit changed the tenant 2 row (${edit.status})`)
    return problems
  })
}

export async function checkTenants(
  api: Api,
  tally: Tally,
  tokens: { admin: string; staff: string; customer: string },
): Promise<void> {
  await forgedHeaders(api, tally, 'staff of tenant 1', tokens.staff, '/sys/user/list', [2, 1001])
  await forgedHeaders(api, tally, 'customer 1001', tokens.customer, '/bill/customerBill/list', [1002, 1, 2])
  await customerRows(api, tally, tokens.admin, tokens.customer, 1001)
  await tenantRows(api, tally, tokens.admin, tokens.staff)
}
