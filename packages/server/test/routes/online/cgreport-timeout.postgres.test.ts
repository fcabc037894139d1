import type { CgReportData } from '@portico/contract'
import { describe, expect, it } from 'vitest'
import { call, testServerOptions, withTestApp } from '../../helpers/app'
import { defineReport } from '../../helpers/cgreport'

const t = withTestApp(
  { hr: 'wangfang' },
  { config: { ...testServerOptions().config, reportTimeoutMs: 1500 } },
)

describe('online report on PostgreSQL', () => {
  it('stops a report at the statement timeout', async () => {
    await defineReport(t.testDb.database.db, 'sleepy', 'select pg_sleep(3) as s', [{ field: 's' }])
    const started = Date.now()
    const { status, body } = await call<CgReportData>(
      t.app,
      'GET',
      '/online/cgreport/api/getData/sleepy',
      t.hr,
    )
    expect(status).toBe(500)
    expect(body.message).toBe('报表查询超时，请缩小查询范围')
    expect(Date.now() - started).toBeLessThan(2900)
  })
})
