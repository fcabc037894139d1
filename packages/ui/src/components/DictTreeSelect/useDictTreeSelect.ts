import type { DictTreeNode } from '@portico/contract'
import { useCallback, useEffect, useState } from 'react'
import { useEndpoints, useHttp, useNotify } from '../../provider/PorticoProvider'
import { useLazyLevels } from '../LazyTreeSelect/useLazyLevels'
import type { DictTreeSelectProps } from './DictTreeSelect.types'
import { treeConditionError, treeDataParams } from './treeDictQuery'

/** Children per parent key, loaded level by level as nodes open. */
export function useDictTreeSelect(props: DictTreeSelectProps) {
  const { dict, pidField, hasChildField, condition, pidValue = '', value } = props
  const http = useHttp()
  const endpoints = useEndpoints()
  const notify = useNotify()
  const [selectedText, setSelectedText] = useState('')
  const error = treeConditionError(condition)

  const loadChildren = useCallback(
    async (pid: string) => {
      try {
        const reply = await http.get<DictTreeNode[]>(
          endpoints.loadTreeData,
          treeDataParams({ dict, pidField, hasChildField, condition }, pid),
        )
        if (reply.success) return reply.result ?? []
        notify.error(reply.message)
      } catch (failure) {
        notify.error((failure as Error).message)
      }
    },
    [http, endpoints.loadTreeData, notify, dict, pidField, hasChildField, condition],
  )
  const levels = useLazyLevels(loadChildren, pidValue, !error)

  // The text of a stored key, through loadDictItem (the tree may not have loaded its level yet).
  useEffect(() => {
    if (!value) return setSelectedText('')
    let current = true
    http
      .get<string[]>(`${endpoints.loadDictItem}/${encodeURIComponent(dict)}`, { key: value })
      .then((reply) => current && setSelectedText(reply.result?.[0] ?? value))
      .catch(() => current && setSelectedText(value))
    return () => {
      current = false
    }
  }, [value, dict, http, endpoints.loadDictItem])

  return {
    /** The LazyTreeSelect's levels, text and error. */
    tree: { ...levels, selectedText, error },
    choose: (node: DictTreeNode) => setSelectedText(node.title),
  }
}
