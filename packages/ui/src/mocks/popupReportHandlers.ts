import type { CgReportColumns, CgReportQueryItem } from '@portico/contract'
import { delay, HttpResponse, http } from 'msw'
import { MOCK_API_BASE } from './dictHandlers'
import { mockEnvelope } from './envelope'
import {
  MOCK_POPUP_QUERY_ITEMS,
  MOCK_POPUP_REPORT,
  MOCK_POPUP_REPORT_CODE,
  MOCK_POPUP_ROWS,
} from './popupReportFixtures'

const notFound = () => HttpResponse.json(mockEnvelope(false, null, '报表不存在'), { status: 404 })

export interface PopupReportHandlerOptions {
  base?: string
  /** Milliseconds before each reply (default 50). */
  delayMs?: number
  /** The report's code (default report_user). */
  code?: string
  report?: CgReportColumns
  queryItems?: CgReportQueryItem[]
  rows?: Record<string, unknown>[]
  /** Called with each request's url, so a story can count them. */
  onRequest?: (url: URL) => void
}

/** A single-mode value as the server reads a plain word: contains for text, equal for a dictionary. */
function matchesSingle(item: CgReportQueryItem, actual: unknown, wanted: string) {
  const text = actual == null ? '' : String(actual)
  return item.view === 'list' ? text === wanted : text.includes(wanted)
}

/** `<field>_begin` / `<field>_end` of a range item; a date-only end takes the whole day. */
function inRange(actual: unknown, begin: string | null, end: string | null) {
  const text = actual == null ? '' : String(actual)
  const last = end && end.length === 10 ? `${end} 23:59:59` : end
  return (!begin || text >= begin) && (!last || text <= last)
}

/**
 * The online report popup API over one report: GET getRpColumns/{code}, getQueryInfo/{cgRpConfigId} and
 * getData/{cgRpConfigId} (query items filter, paged); another code or id answers 404 报表不存在 as the server does.
 */
export function popupReportHandlers({
  base = MOCK_API_BASE,
  delayMs = 50,
  code = MOCK_POPUP_REPORT_CODE,
  report = MOCK_POPUP_REPORT,
  queryItems = MOCK_POPUP_QUERY_ITEMS,
  rows = MOCK_POPUP_ROWS,
  onRequest,
}: PopupReportHandlerOptions = {}) {
  const api = `${base}/online/cgreport/api`
  return [
    http.get(`${api}/getRpColumns/:code`, async ({ request, params }) => {
      onRequest?.(new URL(request.url))
      await delay(delayMs)
      return params.code === code ? HttpResponse.json(mockEnvelope(true, report)) : notFound()
    }),
    http.get(`${api}/getQueryInfo/:id`, async ({ request, params }) => {
      onRequest?.(new URL(request.url))
      await delay(delayMs)
      return params.id === report.cgRpConfigId
        ? HttpResponse.json(mockEnvelope(true, queryItems))
        : notFound()
    }),
    http.get(`${api}/getData/:id`, async ({ request, params }) => {
      const url = new URL(request.url)
      onRequest?.(url)
      await delay(delayMs)
      if (params.id !== report.cgRpConfigId) return notFound()
      const query = url.searchParams
      const found = rows.filter((row) =>
        queryItems.every((item) => {
          if (item.mode !== 'single')
            return inRange(row[item.field], query.get(`${item.field}_begin`), query.get(`${item.field}_end`))
          const wanted = query.get(item.field)
          return !wanted || matchesSingle(item, row[item.field], wanted)
        }),
      )
      const pageNo = Math.max(1, Number(query.get('pageNo') ?? 1))
      const pageSize = Math.max(1, Number(query.get('pageSize') ?? 10))
      return HttpResponse.json(
        mockEnvelope(true, {
          records: found.slice((pageNo - 1) * pageSize, pageNo * pageSize),
          // JeecgBoot may send the total as text; the picker reads Number(total).
          total: String(found.length),
          size: pageSize,
          current: pageNo,
          pages: Math.ceil(found.length / pageSize),
        }),
      )
    }),
  ]
}
