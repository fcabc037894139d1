import type { Page } from '@portico/contract'
import { describe, expect, it } from 'vitest'
import { call, login } from '../helpers/app'
import { withTwoInstances } from '../helpers/redis'

const servers = withTwoInstances()
const TENANT_1 = { tenant_id: '1' }

describe('在线表单 on two instances', () => {
  it('a design synchronised on one instance answers on the other at once, and so does each change of it', async () => {
    const { a, b } = servers
    const [tokenA, tokenB] = [await login(a, 'admin'), await login(b, 'admin')]
    const fields = [{ dbFieldName: 'plate', dbFieldTxt: '车牌', fieldKind: 'text', fieldMustInput: '1' }]
    const added = await call<{ id: string }>(
      a,
      'POST',
      '/online/cgform/api/addAll',
      tokenA,
      { head: { tableName: 'onl_two_instances', tableTxt: '两实例' }, fields },
      TENANT_1,
    )
    expect(added.status, added.body.message).toBe(200)
    const id = added.body.result!.id
    expect(
      (await call(a, 'POST', `/online/cgform/api/doDbSynch/${id}/normal`, tokenA, undefined, TENANT_1))
        .status,
    ).toBe(200)

    const row = await call(b, 'POST', `/online/cgform/api/form/${id}`, tokenB, { plate: '沪A1' }, TENANT_1)
    expect(row.status, row.body.message).toBe(200)
    // B has now built the form; A adds a field and synchronises: B serves the new field on its next request.
    const edited = await call(
      a,
      'PUT',
      '/online/cgform/api/editAll',
      tokenA,
      { head: { id }, fields: [...fields, { dbFieldName: 'km', dbFieldTxt: '里程', fieldKind: 'integer' }] },
      TENANT_1,
    )
    expect(edited.status, edited.body.message).toBe(200)
    expect(
      (await call(a, 'POST', `/online/cgform/api/doDbSynch/${id}/normal`, tokenA, undefined, TENANT_1))
        .status,
    ).toBe(200)
    const second = await call(
      b,
      'POST',
      `/online/cgform/api/form/${id}`,
      tokenB,
      { plate: '沪A2', km: 5 },
      TENANT_1,
    )
    expect(second.status, second.body.message).toBe(200)
    const page = await call<Page<Record<string, unknown>>>(
      b,
      'GET',
      `/online/cgform/api/getData/${id}?column=plate&order=asc`,
      tokenB,
      undefined,
      TENANT_1,
    )
    expect(page.body.result!.records.map((r) => [r.plate, r.km])).toEqual([
      ['沪A1', null],
      ['沪A2', 5],
    ])
  })
})
