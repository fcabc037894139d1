import type { Envelope, Page } from '@portico/contract'
import type { HttpClient } from '../../http/httpClient'
import type { SelectionPage } from './SelectionModal.types'
import { pageOf } from './selectionRules'

/** A failure whose message the modal shows as it is. */
export class SelectionLoadError extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'SelectionLoadError'
  }
}

export const LOAD_FAILED_TEXT = '数据加载失败'

/** What the user reads when a page fails: the server's message when it sent one, else a plain 数据加载失败. */
export function failureText(error: unknown): string {
  if (error instanceof SelectionLoadError) return error.message
  const data = (error as { response?: { data?: { message?: unknown } } } | null)?.response?.data
  return typeof data?.message === 'string' && data.message ? data.message : LOAD_FAILED_TEXT
}

/**
 * A JeecgBoot reply as a page of candidates: `result.records` and `total`, or a plain list (paged here).
 * A reply with `success: false` throws its message.
 */
export function toSelectionPage<Row>(
  envelope: Envelope<Page<Row> | Row[]>,
  { pageNo, pageSize }: { pageNo: number; pageSize: number },
): SelectionPage<Row> {
  if (!envelope.success) throw new SelectionLoadError(envelope.message || LOAD_FAILED_TEXT)
  const result = envelope.result
  if (Array.isArray(result)) return { records: pageOf(result, pageNo, pageSize), total: result.length }
  if (result && Array.isArray(result.records))
    return { records: result.records, total: Number(result.total) || 0 }
  return { records: [], total: 0 }
}

/**
 * The rows of a JeecgBoot list whose `key` is one of `values`, on one page as long as the list. The values go with a
 * trailing comma, so that even a single one is an IN query (JeecgBoot's QueryGenerator), never a fuzzy match.
 */
export async function fetchRowsByValues<Row>(
  http: HttpClient,
  url: string,
  key: string,
  values: string[],
): Promise<Row[]> {
  const page = { pageNo: 1, pageSize: values.length }
  const reply = await http.get<Page<Row> | Row[]>(url, { [key]: `${values.join(',')},`, ...page })
  return toSelectionPage(reply, page).records
}
