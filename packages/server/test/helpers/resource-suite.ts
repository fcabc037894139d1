import { type DataLogRecord, type Page, type Resource, STALE_EDIT_MESSAGE } from '@portico/contract'
import { describe, expect, it } from 'vitest'
import { API, call, type TestApp } from './app'
import { postImport, sheetRecords } from './excel'
import { expectRefused } from './refusals'

/** Form values as a client sends them: text, or a number for a numeric key or code (租户编号). */
type Form = Record<string, string | number>
type Row = Record<string, unknown> & { id: string | number; version: number }

export interface ResourceSuite<Alias extends string> {
  resource: Resource
  /** A valid new record, different for each `n`. */
  sample(n: number): Form
  /** Fields a sample sends that are never answered back (a password and its confirmation). */
  writeOnly?: string[]
  /**
   * For a soft-deleted resource whose deleted rows keep their unique values: the DELETE route that removes them for
   * good, so an import can bring them back (`ids` comma-separated).
   */
  purgeUrl?: (ids: string) => string
  /** A valid change of one or more fields, checked after the edit. */
  change: Form
  /** Alias of a login holding every permission of the resource, in tenant 1 (and 2, for tenant-owned ones). */
  owner: Alias
  /** Alias of a login holding none of the resource's permissions. */
  outsider: Alias
  /**
   * For a customer-owned resource: a customer company's login holding its list permission. Each sample's
   * `customerId` says whose row it is; the login must see its own company's rows only.
   */
  customerUser?: { alias: Alias; customerId: number }
}

/**
 * The suite every declared resource passes, generated from its declaration: a CRUD round trip, each route refused
 * without its permission, another tenant's rows out of reach, hostile filter and sort names refused, an export read
 * back by import, a stale edit refused, and a data-log entry per write.
 */
export function describeResource<Alias extends string>(
  t: TestApp & Record<Alias, string>,
  suite: ResourceSuite<Alias>,
): void {
  const { resource, sample, change } = suite
  const base = resource.baseUrl
  const token = () => t[suite.owner]
  const send = <T>(method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, payload?: object, tenant = '1') =>
    call<T>(t.app, method, path, token(), payload, { tenant_id: tenant })
  const byId = (id: string | number, tenant = '1') =>
    send<Row>('GET', `${base}/queryById?id=${encodeURIComponent(id)}`, undefined, tenant)
  let counter = 0
  const add = async (form: Form = sample(++counter)) => {
    const added = await send<string | number | Row>('POST', `${base}/add`, form)
    expect(added.body).toMatchObject({ success: true })
    const result = added.body.result!
    return (await byId(String(typeof result === 'object' ? result.id : result))).body.result!
  }

  const deletes = resource.actions.includes('delete')

  describe(`${resource.title} (${base}) as a declared resource`, () => {
    it('adds, reads, lists, edits and deletes a record', async () => {
      const form = sample(++counter)
      const row = await add(form)
      const answered = Object.fromEntries(
        Object.entries(form).filter(([name]) => !suite.writeOnly?.includes(name)),
      )
      expect(row).toMatchObject({ ...answered, version: 1 })
      const listed = await send<Page<Row>>('GET', `${base}/list?pageSize=100&column=createTime&order=desc`)
      expect(listed.body.result!.records.map((r) => r.id)).toContain(row.id)
      const edited = await send<Row>('PUT', `${base}/edit`, { ...row, ...change })
      expect(edited.body).toMatchObject({ success: true, result: { ...change, version: 2 } })
      expect((await byId(row.id)).body.result).toMatchObject({ ...change, version: 2 })
      if (!deletes) return
      expect((await send('DELETE', `${base}/delete?id=${row.id}`)).body.success).toBe(true)
      expectRefused(await byId(row.id), 500)
    })

    it('refuses every route to a user without its permission', async () => {
      const row = await add()
      const outsider = t[suite.outsider]
      const routes: [string, 'GET' | 'POST' | 'PUT' | 'DELETE', string, object?][] = [
        ['list', 'GET', `${base}/list`],
        ['list', 'GET', `${base}/queryById?id=${row.id}`],
        ['add', 'POST', `${base}/add`, sample(++counter)],
        ['edit', 'PUT', `${base}/edit`, { ...row, ...change }],
        ['delete', 'DELETE', `${base}/delete?id=${row.id}`],
        ['deleteBatch', 'DELETE', `${base}/deleteBatch?ids=${row.id}`],
        ['exportXls', 'GET', `${base}/exportXls`],
      ]
      for (const [action, method, path, payload] of routes) {
        if (!resource.actions.includes(action as never)) continue
        const answer = await call(t.app, method, path, outsider, payload)
        expect({ path, status: answer.status, code: answer.body.code }).toEqual({
          path,
          status: 200,
          code: 510,
        })
      }
      expect((await byId(row.id)).body.result).toMatchObject({ version: 1 })
    })

    if (resource.scope.tenant)
      it("keeps another tenant's rows out of reach", async () => {
        const row = await add()
        const other = await send<Page<Row>>('GET', `${base}/list?pageSize=100`, undefined, '2')
        expect(other.body.result!.records.map((r) => r.id)).not.toContain(row.id)
        expectRefused(await byId(row.id, '2'), 500)
        expectRefused(await send('PUT', `${base}/edit`, { ...row, ...change }, '2'), 500)
        expectRefused(await send('DELETE', `${base}/delete?id=${row.id}`, undefined, '2'), 500)
        expect((await byId(row.id, '1')).body.result).toMatchObject({ version: 1, tenantId: 1 })
        const forged = await send('GET', `${base}/list`, undefined, '99')
        expectRefused(forged, 510)
      })

    const customerUser = suite.customerUser
    if (resource.scope.customer && customerUser)
      it("shows a customer's user its own company's rows only", async () => {
        const rows = [await add(), await add()]
        const asCustomer = <T>(path: string) => call<T>(t.app, 'GET', path, t[customerUser.alias])
        const listed = await asCustomer<Page<Row>>(`${base}/list?pageSize=100`)
        expect(listed.status).toBe(200)
        const listedIds = listed.body.result!.records.map((r) => r.id)
        expect(
          listed.body.result!.records.every((r) => Number(r.customerId) === customerUser.customerId),
        ).toBe(true)
        for (const row of rows) {
          const own = Number(row.customerId) === customerUser.customerId
          expect(listedIds.includes(row.id)).toBe(own)
          const one = await asCustomer<Row>(`${base}/queryById?id=${row.id}`)
          expect(one.body.code).toBe(own ? 200 : 500)
        }
        expect(rows.some((row) => Number(row.customerId) !== customerUser.customerId)).toBe(true)
      })

    it('refuses hostile filter and sort names', async () => {
      const bad = [
        `column=${encodeURIComponent('id; drop table x')}`,
        `column=password`,
        `superQueryParams=${encodeURIComponent(JSON.stringify([{ field: 'id = id --', rule: 'eq', val: '1' }]))}`,
      ]
      for (const query of bad) {
        const answer = await send('GET', `${base}/list?${query}`)
        expect({ query, status: answer.status, code: answer.body.code }).toEqual({
          query,
          status: 200,
          code: 500,
        })
      }
    })

    if (resource.actions.includes('exportXls') && resource.actions.includes('importExcel'))
      it('imports back what it exported', async () => {
        const rows = [await add(), await add()]
        const ids = rows.map((r) => r.id).join(',')
        const exported = await t.app.inject({
          method: 'GET',
          url: `${API}${base}/exportXls?selections=${ids}`,
          headers: { 'x-access-token': token(), tenant_id: '1' },
        })
        expect(exported.statusCode).toBe(200)
        expect((await sheetRecords(exported.rawPayload)).rows).toHaveLength(2)
        await send('DELETE', `${base}/deleteBatch?ids=${ids}`)
        if (suite.purgeUrl) expect((await send('DELETE', suite.purgeUrl(ids))).body.success).toBe(true)
        const imported = await postImport(
          t.app,
          `${base}/importExcel`,
          exported.rawPayload,
          'x.xlsx',
          token(),
        )
        expect(imported.body).toMatchObject({ success: true, result: { successCount: 2, errorCount: 0 } })
        const label = resource.labelField
        for (const row of rows) {
          const found = await send<Page<Row>>(
            'GET',
            `${base}/list?${label}=${encodeURIComponent(String(row[label]))}`,
          )
          expect(found.body.result!.records.length).toBeGreaterThan(0)
        }
      })

    it('refuses an edit made on a stale version, writing nothing', async () => {
      const row = await add()
      expect((await send('PUT', `${base}/edit`, { ...row, ...change })).body.success).toBe(true)
      const stale = await send<Row>('PUT', `${base}/edit`, { ...row })
      expectRefused(stale, 500)
      expect(stale.body).toMatchObject({
        success: false,
        message: STALE_EDIT_MESSAGE,
        result: { version: 2 },
      })
      expect((await byId(row.id)).body.result).toMatchObject({ ...change, version: 2 })
    })

    it('logs each write as a version of the record', async () => {
      const row = await add()
      await send('PUT', `${base}/edit`, { ...row, ...change })
      if (deletes) await send('DELETE', `${base}/delete?id=${row.id}`)
      const versions = await send<DataLogRecord[]>(
        'GET',
        `/sys/dataLog/queryDataVerList?dataTable=${resource.table}&dataId=${row.id}`,
      )
      expect(versions.body.result!.map((v) => [v.dataVersion, v.action, v.createBy])).toEqual([
        [1, 'add', expect.any(String)],
        [2, 'edit', expect.any(String)],
        ...(deletes ? [[3, 'delete', expect.any(String)]] : []),
      ])
      // The log keeps the column's own type (an integer dictionary code stays a number): compare as text.
      const logged = JSON.parse(versions.body.result![1].dataContent) as Record<string, unknown>
      const asText = (values: Record<string, unknown>) =>
        Object.fromEntries(
          Object.keys(change).map((key) => [key, values[key] == null ? values[key] : String(values[key])]),
        )
      expect(asText(logged)).toEqual(asText(change))
    })
  })
}
