import { and, eq, like, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { sysUser } from '../../../src/db/schema'
import { listQuery } from '../../../src/services/query'
import { keysetRows } from '../../../src/services/query/keyset'
import { USER_LIST } from '../../../src/services/users/users-list'
import { startTestApp, type TestApp } from '../../helpers/app'

let t: TestApp

beforeAll(async () => {
  t = await startTestApp()
  // 40 users: repeated and missing birthdays and names, creation times with microseconds (which a JS Date drops).
  await t.app.portico.database.db.execute(
    sql.raw(`INSERT INTO sys_user (id, username, realname, password, sex, birthday, status, del_flag, create_time)
      SELECT md5('ks' || i), 'ks' || i, '名' || (i % 4), 'x', CASE WHEN i % 5 = 0 THEN NULL ELSE 1 + i % 2 END,
             CASE WHEN i % 3 = 0 THEN NULL ELSE DATE '1990-01-01' + (i % 7) END, 1, 0,
             TIMESTAMP '2026-01-01 00:00:00' + (i % 9) * INTERVAL '1.000123 second'
      FROM generate_series(1, 40) AS i`),
  )
})
afterAll(async () => {
  await t?.close()
})

const base = [eq(sysUser.delFlag, 0), like(sysUser.username, 'ks%')]

async function walked(query: Record<string, string>, pageSize: number): Promise<string[]> {
  const ids: string[] = []
  for await (const row of await keysetRows(
    t.app.portico.database.db,
    sysUser,
    USER_LIST,
    query,
    base,
    pageSize,
  ))
    ids.push(row.id)
  return ids
}

async function ordered(query: Record<string, string>): Promise<string[]> {
  const list = listQuery(USER_LIST, query, base)
  const rows = await t.app.portico.database.db
    .select({ id: sysUser.id })
    .from(sysUser)
    .where(list.where)
    .orderBy(...list.orderBy)
  return rows.map((r) => r.id)
}

describe('keyset paging of a whole list', () => {
  const sorts: Record<string, string>[] = [
    {},
    { column: 'createTime', order: 'asc' },
    { column: 'birthday', order: 'asc' },
    { column: 'birthday', order: 'desc' },
    { column: 'sex_dictText', order: 'asc' },
    { column: 'sex', order: 'desc' },
    { column: 'realname', order: 'asc' },
    { column: 'username', order: 'desc' },
    { column: 'birthday', order: 'asc', realname: '名1' },
  ]
  for (const query of sorts) {
    it(`walks every row once, in list order: ${JSON.stringify(query)}`, async () => {
      const expected = await ordered(query)
      expect(expected.length).toBeGreaterThan(5)
      for (const pageSize of [1, 3, 7, 100]) expect(await walked(query, pageSize)).toEqual(expected)
    })
  }

  it('keeps the filters and answers nothing for an empty match', async () => {
    expect(await walked({ username: 'nobody' }, 3)).toEqual([])
    const picked = await walked({ realname: '名2', column: 'birthday', order: 'desc' }, 2)
    expect(picked).toEqual(await ordered({ realname: '名2', column: 'birthday', order: 'desc' }))
    const rows = await t.app.portico.database.db
      .select({ id: sysUser.id })
      .from(sysUser)
      .where(and(like(sysUser.username, 'ks%'), eq(sysUser.realname, '名2')))
    expect(picked.sort()).toEqual(rows.map((r) => r.id).sort())
  })

  it('refuses an unknown sort column before reading anything', async () => {
    await expect(walked({ column: 'password' }, 3)).rejects.toThrow()
  })
})
