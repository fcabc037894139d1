import type { CategoryTreeNode } from '@portico/contract'
import { useCallback, useEffect, useState } from 'react'
import { useEndpoints, useHttp, useNotify } from '../../provider/PorticoProvider'
import { useLazyLevels } from '../LazyTreeSelect/useLazyLevels'
import type { CategoryTreeSelectProps } from './CategoryTreeSelect.types'
import { categoryIds, categoryLevelRequest, treeConditionError } from './categoryTreeQuery'

/** The server's message of a failed call (an envelope, or an axios error carrying one). */
function failureMessage(error: unknown): string {
  const body = (error as { response?: { data?: { message?: unknown } } })?.response?.data
  if (typeof body?.message === 'string') return body.message
  return error instanceof Error ? error.message : String(error)
}

/** Levels of the category tree loaded as they open, and the names of the chosen ids. */
export function useCategoryTreeSelect({ value, pcode = '', condition = '' }: CategoryTreeSelectProps) {
  const http = useHttp()
  const endpoints = useEndpoints()
  const notify = useNotify()
  const [names, setNames] = useState<Record<string, string>>({})
  const error = treeConditionError(condition)

  const loadLevel = useCallback(
    async (parent: string) => {
      const { endpoint, params } = categoryLevelRequest(parent, pcode, condition)
      try {
        const reply = await http.get<CategoryTreeNode[]>(endpoints[endpoint], params)
        // Spec §8: a failed load shows the server's message as an error toast.
        if (reply.success) return reply.result ?? []
        notify.error(reply.message)
      } catch (failure) {
        notify.error(failureMessage(failure))
      }
    },
    [http, endpoints, notify, pcode, condition],
  )
  const levels = useLazyLevels(loadLevel, '', !error)

  // Names of stored ids, through loadDictItem (their levels may not be loaded yet).
  const ids = categoryIds(value)
  const idsKey = ids.join(',')
  useEffect(() => {
    const wanted = idsKey ? idsKey.split(',') : []
    const missing = wanted.filter((id) => !(id in names))
    if (missing.length === 0) return
    let current = true
    http
      .get<string[]>(endpoints.categoryLoadDictItem, { ids: missing.join(',') })
      .then((reply) => {
        if (!current || !reply.success) return
        // Names come back in the order asked, unknown ids skipped: pair them only when every id was found.
        const found = reply.result ?? []
        if (found.length === missing.length)
          setNames((known) => ({ ...known, ...Object.fromEntries(missing.map((id, i) => [id, found[i]])) }))
      })
      .catch(() => {})
    return () => {
      current = false
    }
  }, [idsKey, names, http, endpoints.categoryLoadDictItem])

  return {
    ids,
    /** The LazyTreeSelect's levels, text and error. */
    tree: { ...levels, selectedText: ids.map((id) => names[id] ?? id).join(', '), error },
    remember: (node: CategoryTreeNode) => setNames((known) => ({ ...known, [node.key]: node.title })),
  }
}
