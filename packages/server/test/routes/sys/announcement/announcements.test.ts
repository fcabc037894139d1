import type { AnnouncementSendModel, AnnouncementsByUser, Page, SysAnnouncement } from '@portico/contract'
import { describe, expect, it } from 'vitest'
import { sanitizeHtml } from '../../../../src/services/shared/sanitize'
import { call, withTestApp } from '../../../helpers/app'
import { expectRefused } from '../../../helpers/refusals'

const t = withTestApp({ admin: 'admin', ops: 'zhangwei', hr: 'wangfang' })

const listByUser = async (token: string) => {
  const { status, body } = await call<AnnouncementsByUser>(
    t.app,
    'GET',
    '/sys/annountCement/listByUser',
    token,
  )
  expect(status).toBe(200)
  return body.result!
}

async function addAnnouncement(payload: object): Promise<string> {
  const { status, body } = await call<string>(t.app, 'POST', '/sys/annountCement/add', t.admin, payload)
  expect(status, JSON.stringify(body)).toBe(200)
  expect(body.message).toBe('添加成功！')
  return body.result!
}

describe('sanitizeHtml', () => {
  it('keeps formatting and drops scripts, handlers and javascript: urls', () => {
    const dirty =
      '<p onclick="x()" style="color:red;background:url(javascript:alert(1))">hi<script>alert(1)</script>' +
      '<a href="javascript:alert(1)">x</a><img src="https://a/b.png" onerror="alert(1)">' +
      '<a href="https://a" target="_blank">ok</a></p><iframe src="https://evil"></iframe><b>bold</b>'
    const clean = sanitizeHtml(dirty)
    expect(clean).toBe(
      '<p style="color:red">hi<a>x</a><img src="https://a/b.png" />' +
        '<a href="https://a" target="_blank" rel="noopener noreferrer">ok</a></p><b>bold</b>',
    )
  })
})

describe('GET /sys/annountCement/listByUser', () => {
  it('lists the seeded unread announcements per category, newest first', async () => {
    const result = await listByUser(t.ops)
    // Two of the four notices are the recruitment portal's (released to everyone, staff included).
    expect(result.anntMsgTotal).toBe(4)
    expect(result.sysMsgTotal).toBe(2)
    expect(result.anntMsgList.map((a) => a.priority)).toEqual(['M', 'M', 'L', 'L'])
    expect(result.sysMsgList.map((a) => a.priority)).toEqual(['M', 'H'])
    const component = result.sysMsgList[0]
    expect(component).toMatchObject({
      openType: 'component',
      openPage: 'bill/ReconciliationList',
      busId: 'bill-2026-10',
      msgCategory: '2',
      msgType: 'ALL',
      sendStatus: '1',
      sender: 'admin',
    })
    expect(component.sendTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/)
    expect(result.anntMsgList[1]).toMatchObject({ openType: 'url', openPage: '/customs/inspection' })
  })

  it('is idempotent and caps each list at 5', async () => {
    for (let i = 0; i < 6; i++) {
      const id = await addAnnouncement({
        titile: `批量通知 ${i}`,
        msgCategory: '1',
        priority: 'L',
        msgType: 'ALL',
      })
      expect((await call(t.app, 'GET', `/sys/annountCement/doReleaseData?id=${id}`, t.admin)).status).toBe(
        200,
      )
    }
    await listByUser(t.hr)
    const result = await listByUser(t.hr)
    expect(result.anntMsgTotal).toBe(10)
    expect(result.anntMsgList).toHaveLength(5)
    expect(result.anntMsgList[0].titile).toBe('批量通知 5')
  })

  it('needs a token', async () => {
    expect((await call(t.app, 'GET', '/sys/annountCement/listByUser')).status).toBe(401)
  })
})

describe('reading announcements', () => {
  it('marks one read, then all read, for the current user only', async () => {
    const before = await listByUser(t.ops)
    const first = before.anntMsgList[0]
    const read = await call(t.app, 'PUT', '/sys/sysAnnouncementSend/editByAnntIdAndUserId', t.ops, {
      anntId: first.id,
    })
    expect(read.status).toBe(200)
    expect(read.body.success).toBe(true)
    const after = await listByUser(t.ops)
    expect(after.anntMsgTotal).toBe(before.anntMsgTotal - 1)
    expect(after.anntMsgList.map((a) => a.id)).not.toContain(first.id)
    // Another user's unread state is untouched.
    expect((await listByUser(t.admin)).anntMsgList.map((a) => a.id)).toContain(first.id)

    const all = await call(t.app, 'PUT', '/sys/sysAnnouncementSend/readAll', t.ops)
    expect(all.body.message).toBe('全部已读')
    const none = await listByUser(t.ops)
    expect([none.anntMsgTotal, none.sysMsgTotal]).toEqual([0, 0])
  })

  it('treats a malicious anntId as a plain value', async () => {
    const { status } = await call(t.app, 'POST', '/sys/sysAnnouncementSend/editByAnntIdAndUserId', t.hr, {
      anntId: "x' or '1'='1",
    })
    expect(status).toBe(200)
    expect((await listByUser(t.hr)).anntMsgTotal).toBeGreaterThan(0)
  })

  it('refuses a missing anntId and anonymous callers', async () => {
    expectRefused(await call(t.app, 'PUT', '/sys/sysAnnouncementSend/editByAnntIdAndUserId', t.hr, {}), 500)
    expect((await call(t.app, 'PUT', '/sys/sysAnnouncementSend/readAll')).status).toBe(401)
  })

  it('pages my announcements with titile, msgCategory and readFlag filters', async () => {
    const url = '/sys/sysAnnouncementSend/getMyAnnouncementSend'
    const all = await call<Page<AnnouncementSendModel>>(t.app, 'GET', `${url}?pageNo=1&pageSize=3`, t.ops)
    expect(all.status).toBe(200)
    expect(all.body.result!.records).toHaveLength(3)
    expect(all.body.result!.total).toBeGreaterThanOrEqual(4)
    expect(all.body.result!.records[0]).toMatchObject({ userId: expect.any(String), readFlag: '1' })
    const sys = await call<Page<AnnouncementSendModel>>(t.app, 'GET', `${url}?msgCategory=2`, t.ops)
    expect(sys.body.result!.records.length).toBeGreaterThan(0)
    expect(sys.body.result!.records.every((r) => r.msgCategory === '2')).toBe(true)
    const titled = await call<Page<AnnouncementSendModel>>(
      t.app,
      'GET',
      `${url}?titile=${encodeURIComponent('维护')}`,
      t.ops,
    )
    expect(titled.body.result!.records.map((r) => r.titile)).toEqual(['系统维护通知：本周六 22:00–24:00'])
    const unread = await call<Page<AnnouncementSendModel>>(t.app, 'GET', `${url}?readFlag=0`, t.ops)
    expect(unread.body.result!.total).toBe(0)
    expectRefused(await call(t.app, 'GET', `${url}?readFlag=x`, t.ops), 500)
    expect((await call(t.app, 'GET', url)).status).toBe(401)
  })
})

describe('announcement administration', () => {
  it('adds a draft with sanitised HTML, edits, releases to listed users and revokes', async () => {
    const hrUser = await call<{ id: string }>(t.app, 'GET', '/sys/user/list?username=wangfang', t.admin)
    const hrId = (hrUser.body.result as unknown as { records: { id: string }[] }).records[0].id
    const id = await addAnnouncement({
      titile: '指定用户通知',
      msgContent: '<p>内容<script>alert(1)</script><img src="x" onerror="alert(1)"></p>',
      msgCategory: '2',
      priority: 'H',
      msgType: 'USER',
      userIds: `${hrId},`,
      startTime: '2026-01-01 00:00:00',
      endTime: '2030-01-01 00:00:00',
    })
    const draft = await call<SysAnnouncement>(t.app, 'GET', `/sys/annountCement/queryById?id=${id}`, t.admin)
    expect(draft.body.result).toMatchObject({
      sendStatus: '0',
      msgContent: '<p>内容<img src="x" /></p>',
      userIds: `${hrId},`,
      startTime: '2026-01-01 00:00:00',
    })
    // A draft is not visible to its addressee yet.
    expectRefused(await call(t.app, 'GET', `/sys/annountCement/queryById?id=${id}`, t.hr), 510)

    const edit = await call(t.app, 'PUT', '/sys/annountCement/edit', t.admin, {
      id,
      titile: '指定用户通知（改）',
      msgContent: '<a href="javascript:alert(1)">x</a>',
      msgCategory: '2',
      priority: 'H',
      msgType: 'USER',
      userIds: hrId,
    })
    expect(edit.body.message).toBe('修改成功!')

    const release = await call(t.app, 'GET', `/sys/annountCement/doReleaseData?id=${id}`, t.admin)
    expect(release.body).toMatchObject({ success: true, message: '该系统通知发布成功' })
    const seen = await call<SysAnnouncement>(t.app, 'GET', `/sys/annountCement/queryById?id=${id}`, t.hr)
    expect(seen.status).toBe(200)
    expect(seen.body.result).toMatchObject({
      titile: '指定用户通知（改）',
      msgContent: '<a>x</a>',
      sendStatus: '1',
    })
    expect((await listByUser(t.hr)).sysMsgList[0].id).toBe(id)
    // Not addressed to ops.
    expectRefused(await call(t.app, 'GET', `/sys/annountCement/queryById?id=${id}`, t.ops), 510)
    expect((await listByUser(t.ops)).sysMsgList.map((a) => a.id)).not.toContain(id)

    const revoke = await call(t.app, 'GET', `/sys/annountCement/doReovkeData?id=${id}`, t.admin)
    expect(revoke.body.message).toBe('该系统通知撤销成功')
    expect((await listByUser(t.hr)).sysMsgList.map((a) => a.id)).not.toContain(id)
  })

  it('pages the admin list with filters', async () => {
    const { status, body } = await call<Page<SysAnnouncement>>(
      t.app,
      'GET',
      `/sys/annountCement/list?pageNo=1&pageSize=2&titile=${encodeURIComponent('*通知*')}`,
      t.admin,
    )
    expect(status).toBe(200)
    expect(body.result!.records).toHaveLength(2)
    expect(body.result!.total).toBeGreaterThan(2)
    const h = await call<Page<SysAnnouncement>>(
      t.app,
      'GET',
      '/sys/annountCement/list?priority=H&sendStatus=1',
      t.admin,
    )
    expect(h.body.result!.records.map((r) => r.titile)).toEqual(['系统维护通知：本周六 22:00–24:00'])
  })

  it('filters the admin list with the advanced query and refuses fields outside its whitelist', async () => {
    const list = (query: string) =>
      call<Page<SysAnnouncement>>(t.app, 'GET', `/sys/annountCement/list${query}`, t.admin)
    const advanced = (conditions: object[], matchType = 'and') =>
      `?pageSize=50&column=titile&order=asc&superQueryMatchType=${matchType}&superQueryParams=${encodeURIComponent(
        encodeURI(JSON.stringify(conditions)),
      )}`
    const high = await list(
      advanced([
        { field: 'priority', rule: 'eq', val: 'H', type: 'string', dbType: 'string' },
        { field: 'msgCategory', rule: 'in', val: '2' },
        { field: 'sendStatus', rule: 'eq', val: '1' },
      ]),
    )
    expect(high.status).toBe(200)
    expect(high.body.result!.records.map((r) => r.titile)).toEqual(['系统维护通知：本周六 22:00–24:00'])
    const either = await list(
      advanced(
        [
          { field: 'titile', rule: 'right_like', val: '春节' },
          { field: 'msgAbstract', rule: 'left_like', val: '生成' },
        ],
        'or',
      ),
    )
    expect(either.body.result!.records.map((r) => r.titile)).toEqual([
      '上月客户账单已生成，请及时对账',
      '春节期间清关时效调整',
    ])
    for (const field of ['msgContent', 'del_flag', "titile' OR '1'='1", 'titile;select pg_sleep(5)']) {
      const { status, body } = await list(advanced([{ field, rule: 'eq', val: 'x' }]))
      expectRefused({ status, body }, 500, field)
      expect(body.message).toBe(
        `查询字段 ${JSON.stringify(field)} 不存在（unknown query field ${JSON.stringify(field)}）`,
      )
    }
    const sendTime = await list(advanced([{ field: 'sendTime', rule: 'eq', val: 'soon' }]))
    expectRefused(sendTime, 500)
    expect(sendTime.body.message).toContain('查询字段 sendTime 的时间 "soon" 格式不正确')
    expect((await list('?superQueryParams=%5B%7B')).body.message).toBe(
      '高级查询参数 superQueryParams 不是合法的JSON（superQueryParams is not valid JSON）',
    )
  })

  it('validates the form', async () => {
    const bad = async (payload: object, message: string) => {
      const { status, body } = await call(t.app, 'POST', '/sys/annountCement/add', t.admin, payload)
      expectRefused({ status, body }, 500)
      expect(body.message).toBe(message)
    }
    await bad({ titile: ' ' }, '标题不能为空')
    await bad({ titile: 'x', priority: 'X' }, '优先级只能是 L、M 或 H')
    await bad({ titile: 'x', msgType: 'USER' }, '请选择指定用户')
    await bad({ titile: 'x', msgType: 'USER', userIds: 'nobody,' }, '指定用户不存在')
    await bad({ titile: 'x', openType: 'iframe' }, '打开方式只能是 url 或 component')
    await bad({ titile: 'x', startTime: 'tomorrow' }, '开始时间格式不正确，应为 yyyy-MM-dd HH:mm:ss')
  })

  it('answers 未找到对应实体 for unknown ids', async () => {
    for (const path of ['doReleaseData', 'doReovkeData', 'queryById']) {
      const { status, body } = await call(t.app, 'GET', `/sys/annountCement/${path}?id=nope`, t.admin)
      expectRefused({ status, body }, 500)
      expect(body.message).toBe('未找到对应实体')
    }
    const edit = await call(t.app, 'PUT', '/sys/annountCement/edit', t.admin, { id: 'nope', titile: 'x' })
    expectRefused(edit, 500)
  })

  it('deletes (soft) one or several: they leave the list and the bells', async () => {
    const ids: string[] = []
    for (const titile of ['待删通知 1', '待删通知 2', '待删通知 3']) {
      const id = await addAnnouncement({ titile, msgType: 'ALL' })
      await call(t.app, 'GET', `/sys/annountCement/doReleaseData?id=${id}`, t.admin)
      ids.push(id)
    }
    const one = await call(t.app, 'DELETE', `/sys/annountCement/delete?id=${ids[0]}`, t.admin)
    expect(one.body).toMatchObject({ success: true, message: '删除成功!' })
    const batch = await call(
      t.app,
      'DELETE',
      `/sys/annountCement/deleteBatch?ids=${ids[1]},${ids[2]}`,
      t.admin,
    )
    expect(batch.body.success).toBe(true)
    const { body } = await call<Page<SysAnnouncement>>(
      t.app,
      'GET',
      `/sys/annountCement/list?titile=${encodeURIComponent('待删通知*')}`,
      t.admin,
    )
    expect(body.result!.total).toBe(0)
    expect((await listByUser(t.hr)).anntMsgList.map((a) => a.titile)).not.toContain('待删通知 3')
    expectRefused(await call(t.app, 'DELETE', '/sys/annountCement/deleteBatch?ids=', t.admin), 500)
  })

  it('refuses users without the announcement permissions', async () => {
    const id = (await listByUser(t.admin)).anntMsgList[0].id
    for (const [method, path, payload] of [
      ['GET', '/sys/annountCement/list', undefined],
      ['POST', '/sys/annountCement/add', { titile: 'x' }],
      ['PUT', '/sys/annountCement/edit', { id, titile: 'x' }],
      ['GET', `/sys/annountCement/doReleaseData?id=${id}`, undefined],
      ['GET', `/sys/annountCement/doReovkeData?id=${id}`, undefined],
      ['DELETE', `/sys/annountCement/delete?id=${id}`, undefined],
      ['DELETE', `/sys/annountCement/deleteBatch?ids=${id}`, undefined],
    ] as const) {
      expectRefused(await call(t.app, method, path, t.ops, payload), 510, path)
      expect((await call(t.app, method, path, undefined, payload)).status, path).toBe(401)
    }
    // Broadcast announcements are readable by everyone signed in.
    expect((await call(t.app, 'GET', `/sys/annountCement/queryById?id=${id}`, t.ops)).status).toBe(200)
  })
})

describe('databases seeded before announcements existed', () => {
  it('get the announcement buttons, granted to admin, on the next start', async () => {
    const { createServer } = await import('../../../../src/server')
    const { schema } = await import('../../../../src/index')
    const { inArray } = await import('drizzle-orm')
    const { testServerOptions } = await import('../../../helpers/app')
    const db = t.app.portico.database.db
    const codes = ['system:announcement:list', 'system:announcement:edit', 'system:announcement:release']
    await db.delete(schema.sysPermission).where(inArray(schema.sysPermission.perms, codes))
    // Written behind the server's back: its permission cache is told, as a route's write would tell it.
    await t.app.caches.stamps.bump('auth')
    expectRefused(await call(t.app, 'GET', '/sys/annountCement/list', t.admin), 510)
    const again = await createServer(testServerOptions({ database: t.app.portico.database }))
    try {
      expect((await call(again, 'GET', '/sys/annountCement/list', t.admin)).status).toBe(200)
    } finally {
      await again.close()
    }
    // This server's cache learns of the buttons the other start added (caches trust an entry for at most 60 s).
    await t.app.caches.stamps.bump('auth')
    expect((await call(t.app, 'GET', '/sys/annountCement/list', t.admin)).status).toBe(200)
  })
})

describe('titile search treats LIKE wildcards as plain characters', () => {
  it('finds 100% and a_b literally, in the admin list and in my announcements', async () => {
    for (const titile of ['进度 100% 完成', '进度 1000 完成', '编号 a_b', '编号 axb']) {
      const added = await call<string>(t.app, 'POST', '/sys/annountCement/add', t.admin, { titile })
      await call(t.app, 'GET', `/sys/annountCement/doReleaseData?id=${added.body.result}`, t.admin)
    }
    const adminTitles = async (search: string) =>
      (
        await call<Page<SysAnnouncement>>(
          t.app,
          'GET',
          `/sys/annountCement/list?titile=${encodeURIComponent(`*${search}*`)}`,
          t.admin,
        )
      ).body.result!.records.map((r) => r.titile)
    expect(await adminTitles('100%')).toEqual(['进度 100% 完成'])
    expect(await adminTitles('a_b')).toEqual(['编号 a_b'])
    const myTitles = async (search: string) =>
      (
        await call<Page<AnnouncementSendModel>>(
          t.app,
          'GET',
          `/sys/sysAnnouncementSend/getMyAnnouncementSend?titile=${encodeURIComponent(search)}`,
          t.ops,
        )
      ).body.result!.records.map((r) => r.titile)
    // Broadcasts reach a user's own list when the bell fetches them (JeecgBoot's listByUser).
    await call(t.app, 'GET', '/sys/annountCement/listByUser', t.ops)
    expect(await myTitles('100%')).toEqual(['进度 100% 完成'])
    expect(await myTitles('a_b')).toEqual(['编号 a_b'])
  })
})
