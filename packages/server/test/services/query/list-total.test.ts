import { eq, like, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { sysUser } from '../../../src/db/schema'
import { forgetTableSizes, listQuery, selectPage, toPage } from '../../../src/services/query'
import { USER_LIST } from '../../../src/services/users/users-list'
import { startTestApp, type TestApp } from '../../helpers/app'

let t: TestApp
const USERS = 40_000
/** Every 10th generated user is 甲乙某; three are 独一. */
const COMMON = USERS / 10

beforeAll(async () => {
  t = await startTestApp()
  const db = t.app.portico.database.db
  await db.execute(
    sql.raw(`INSERT INTO sys_user (id, username, realname, password, status, del_flag)
      SELECT md5('lt' || i), 'lt' || i,
             CASE WHEN i <= 3 THEN '独一' || i WHEN i % 10 = 0 THEN '甲乙' || (i % 7) ELSE '丙' || (i % 13) END,
             'x', 1, 0
      FROM generate_series(1, ${USERS}) AS i`),
  )
  // The planner's statistics, as a running database keeps them (autovacuum; PGlite only when told).
  await db.execute(sql.raw('ANALYZE sys_user'))
  forgetTableSizes()
}, 120_000)
afterAll(async () => {
  await t?.close()
})

const mine = like(sysUser.username, 'lt%')

async function page(query: Record<string, string>, estimateAbove?: number) {
  const list = listQuery(USER_LIST, query, [eq(sysUser.delFlag, 0), mine])
  const { rows, ...total } = await selectPage(
    t.app.portico.database.db,
    sysUser,
    list,
    undefined,
    estimateAbove,
  )
  return toPage(rows, total, list)
}

describe('a list total over a large table', () => {
  it('is counted exactly on a table below the bound, with no 约 flag', async () => {
    const answer = await page({ realname: '甲乙*' }, USERS * 10)
    expect(answer.total).toBe(COMMON)
    expect(answer.totalApprox).toBeUndefined()
    expect(answer.pages).toBe(COMMON / 10)
  })

  it('is estimated from a sample above the bound: near the true count, two significant digits, flagged', async () => {
    const answer = await page({ realname: '甲乙*' }, 10_000)
    expect(answer.totalApprox).toBe(true)
    expect(answer.records).toHaveLength(10)
    // Two significant digits: an estimate, not a count (the exact count here is 4000, the sample reads about half).
    expect(answer.total % 10).toBe(0)
    expect(answer.total).toBeGreaterThan(COMMON * 0.8)
    expect(answer.total).toBeLessThan(COMMON * 1.2)
    expect(answer.pages).toBe(Math.ceil(answer.total / 10))
    // The same filter asked again answers the same estimate (the sample is the same pages while the table is).
    expect((await page({ realname: '甲乙*', pageNo: '3' }, 10_000)).total).toBe(answer.total)
  })

  it('is exact when the first page is not full, even above the bound', async () => {
    const answer = await page({ realname: '独一*' }, 10_000)
    expect(answer.records.map((r) => r.realname).sort()).toEqual(['独一1', '独一2', '独一3'])
    expect(answer.total).toBe(3)
    expect(answer.totalApprox).toBeUndefined()
  })

  it('never says fewer rows than the pages read show: a full page means at least one more', async () => {
    const last = await page({ realname: '独一*', pageSize: '2', pageNo: '2' }, 10_000)
    expect(last.records).toHaveLength(1)
    expect(last.total).toBe(3)
    const full = await page({ realname: '独一*', pageSize: '1', pageNo: '2' }, 10_000)
    expect(full.records).toHaveLength(1)
    expect(full.totalApprox).toBe(true)
    expect(full.total).toBeGreaterThanOrEqual(3)
  })
})
