import type { PaginationTexts } from './Pagination.types'
import { PAGINATION_TEXTS } from './paginationTexts'

/** The total label of spec §9: 'a-b 共N条' ('0-0 共0条' when there is nothing), or in the texts given. */
export function formatTotal(
  current: number,
  pageSize: number,
  total: number,
  label: PaginationTexts['total'] = PAGINATION_TEXTS.total,
): string {
  if (total <= 0) return label(0, 0, 0)
  const start = (current - 1) * pageSize + 1
  const end = Math.min(current * pageSize, total)
  return label(start, end, total)
}

export function pageCount(pageSize: number, total: number): number {
  return Math.max(1, Math.ceil(total / pageSize))
}

/** Page numbers to show around the current one; null marks a gap. */
export function visiblePages(current: number, pages: number, around = 2): (number | null)[] {
  const shown = new Set([1, pages])
  for (let page = current - around; page <= current + around; page++)
    if (page >= 1 && page <= pages) shown.add(page)
  const sorted = [...shown].sort((a, b) => a - b)
  const result: (number | null)[] = []
  for (const [index, page] of sorted.entries()) {
    if (index > 0 && page - sorted[index - 1] > 1) result.push(null)
    result.push(page)
  }
  return result
}
