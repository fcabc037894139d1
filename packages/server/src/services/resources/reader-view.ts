import type { Page } from '@portico/contract'

const PAGING = new Set(['pageNo', 'pageSize', '_t', 'order'])

/**
 * A picker's view of a list: readers without the list's own code filter, sort and read only `fields`
 * (e.g. a user picker sees names and departments, never phones or e-mails).
 */
export function narrowQuery(
  query: Record<string, unknown>,
  fields: readonly string[],
): Record<string, unknown> {
  const kept = Object.entries(query).filter(([key, value]) =>
    key === 'column' ? fields.includes(String(value)) : PAGING.has(key) || fields.includes(key),
  )
  return Object.fromEntries(kept)
}

export function narrowPage<T extends object>(page: Page<T>, fields: readonly string[]): Page<Partial<T>> {
  const records = page.records.map(
    (record) =>
      Object.fromEntries(Object.entries(record).filter(([key]) => fields.includes(key))) as Partial<T>,
  )
  return { ...page, records }
}
