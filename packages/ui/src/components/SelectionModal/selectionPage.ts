import type { Envelope, Page } from '@portico/contract'
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
