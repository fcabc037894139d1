import {
  type DataLogRecord,
  editableFields,
  isDictKind,
  type Resource,
  STALE_EDIT_CODE,
  STALE_EDIT_MESSAGE,
} from '@portico/contract'
import { HttpResponse, http as mock } from 'msw'

type Row = Record<string, unknown> & { id: string; version: number }
type Dicts = Record<string, { value: string; text: string }[]>

const envelope = (success: boolean, result: unknown, message: string, code = success ? 200 : 400) =>
  HttpResponse.json(
    { success, code, message, result, timestamp: Date.now() },
    { status: success ? 200 : code },
  )

/**
 * A fake server for one declared resource, derived from its declaration (for stories): list with paging and exact
 * or `*contains*` filters, queryById, add, edit with the version check, delete, deleteBatch and each record's history.
 * `reset` puts `rows` back; `log` is what was written.
 */
export function resourceHandlers(
  resource: Resource,
  rows: (Record<string, unknown> & { id: string })[],
  dicts: Dicts = {},
) {
  const base = `/jeecg-boot${resource.baseUrl}`
  let stored: Row[] = []
  let log: DataLogRecord[] = []
  const withTexts = (row: Row): Row => {
    const record: Row = { ...row }
    for (const [name, field] of Object.entries(resource.fields))
      if (isDictKind(field.kind) && field.dictCode)
        record[`${name}_dictText`] =
          dicts[field.dictCode]?.find((o) => o.value === String(row[name]))?.text ?? ''
    return record
  }
  const write = (action: DataLogRecord['action'], before: Row | null, after: Row) =>
    log.push({
      id: `log-${log.length + 1}`,
      dataTable: resource.table,
      dataId: after.id,
      dataVersion: after.version,
      dataContent: JSON.stringify(withTexts(after)),
      dataBefore: before && JSON.stringify(withTexts(before)),
      action,
      createBy: 'admin',
      createTime: `2026-11-2${log.length % 10} 10:00:00`,
      updateBy: null,
      updateTime: null,
    })
  const reset = () => {
    stored = rows.map((row) => ({ ...row, version: 1 }))
    log = []
    for (const row of stored) write('add', null, row)
  }
  const matches = (row: Row, params: URLSearchParams) =>
    Object.keys(resource.fields).every((name) => {
      const wanted = params.get(name)
      if (!wanted) return true
      const value = String(row[name] ?? '')
      return wanted.startsWith('*') ? value.includes(wanted.replaceAll('*', '')) : value === wanted
    })
  const take = (body: Record<string, unknown>) =>
    Object.fromEntries(
      editableFields(resource).flatMap(([name]) => (name in body ? [[name, body[name]]] : [])),
    )

  const handlers = [
    mock.get(`${base}/list`, ({ request }) => {
      const params = new URL(request.url).searchParams
      const found = stored.filter((row) => matches(row, params))
      const size = Number(params.get('pageSize') ?? 10)
      const current = Number(params.get('pageNo') ?? 1)
      const records = found.slice((current - 1) * size, current * size).map(withTexts)
      return envelope(
        true,
        { records, total: found.length, size, current, pages: Math.ceil(found.length / size) },
        '查询成功',
      )
    }),
    mock.get(`${base}/queryById`, ({ request }) => {
      const row = stored.find((r) => r.id === new URL(request.url).searchParams.get('id'))
      return row ? envelope(true, withTexts(row), '查询成功') : envelope(false, null, '未找到对应数据', 404)
    }),
    mock.post(`${base}/add`, async ({ request }) => {
      const row: Row = { ...take((await request.json()) as Row), id: `new-${stored.length + 1}`, version: 1 }
      stored = [row, ...stored]
      write('add', null, row)
      return envelope(true, row.id, '添加成功！')
    }),
    mock.put(`${base}/edit`, async ({ request }) => {
      const body = (await request.json()) as Row
      const index = stored.findIndex((r) => r.id === body.id)
      if (index < 0) return envelope(false, null, '未找到对应数据', 404)
      const before = stored[index]
      if (body.version !== undefined && Number(body.version) !== before.version)
        return envelope(false, withTexts(before), STALE_EDIT_MESSAGE, STALE_EDIT_CODE)
      const after = { ...before, ...take(body), version: before.version + 1 }
      stored[index] = after
      write('edit', before, after)
      return envelope(true, withTexts(after), '编辑成功!')
    }),
    mock.delete(`${base}/delete`, ({ request }) => {
      const id = new URL(request.url).searchParams.get('id')
      stored = stored.filter((r) => r.id !== id)
      return envelope(true, null, '删除成功!')
    }),
    mock.delete(`${base}/deleteBatch`, ({ request }) => {
      const ids = new URL(request.url).searchParams.get('ids')?.split(',') ?? []
      stored = stored.filter((r) => !ids.includes(r.id))
      return envelope(true, null, '批量删除成功!')
    }),
    mock.get('/jeecg-boot/sys/dataLog/queryDataVerList', ({ request }) => {
      const id = new URL(request.url).searchParams.get('dataId')
      const versions = log.filter((entry) => entry.dataId === id)
      return envelope(true, versions, versions.length ? '查询成功' : '未找到版本信息')
    }),
    mock.post('/jeecg-boot/sys/dataLog/restore', async ({ request }) => {
      const { id } = (await request.json()) as { id: string }
      const entry = log.find((e) => e.id === id)!
      const index = stored.findIndex((r) => r.id === entry.dataId)
      const before = stored[index]
      const after = { ...before, ...take(JSON.parse(entry.dataContent)), version: before.version + 1 }
      stored[index] = after
      write('restore', before, after)
      return envelope(true, withTexts(after), `已恢复到版本 ${entry.dataVersion}`)
    }),
  ]
  reset()
  return { handlers, reset, rows: () => stored }
}
