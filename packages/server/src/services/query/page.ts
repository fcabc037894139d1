import type { Page } from '@portico/contract'
import { badRequest } from '../../http/envelope'
import { MAX_PAGE_NO } from '../../http/input-guard'
import type { ListTotal } from './total'

export interface PageParams {
  pageNo: number
  pageSize: number
}

export const DEFAULT_PAGE_SIZE = 10
export const MAX_PAGE_SIZE = 1000

export function pageParams(query: { pageNo?: unknown; pageSize?: unknown }): PageParams {
  const number = (value: unknown, fallback: number) => {
    const n = Number(value ?? fallback)
    return Number.isFinite(n) ? Math.floor(n) : fallback
  }
  const pageNo = Math.max(1, number(query.pageNo, 1))
  // The input guard bounds a query's pageNo; a JSON body's (the portal's POST lists) is bounded here.
  if (pageNo > MAX_PAGE_NO) throw badRequest('页码不正确')
  const pageSize = Math.min(MAX_PAGE_SIZE, Math.max(1, number(query.pageSize, DEFAULT_PAGE_SIZE)))
  return { pageNo, pageSize }
}

/**
 * MyBatis-Plus page keys as JeecgBoot serialises them; an estimated total (`ListTotal.approx`) adds
 * `totalApprox: true` (the pager says 「约」), `total` staying a number that JeecgBoot's clients page with.
 */
export function toPage<T>(
  records: T[],
  total: number | ListTotal,
  { pageNo, pageSize }: PageParams,
): Page<T> {
  const { total: n, approx } = typeof total === 'number' ? { total, approx: false } : total
  const page: Page<T> = { records, total: n, size: pageSize, current: pageNo, pages: Math.ceil(n / pageSize) }
  if (approx) page.totalApprox = true
  return page
}
