import type { DictTreeNode } from '@portico/contract'
import { useCallback, useEffect, useState } from 'react'
import { useEndpoints, useHttp, useNotify } from '../../provider/PorticoProvider'
import type { DictTreeSelectProps } from './DictTreeSelect.types'
import { treeConditionError, treeDataParams } from './treeDictQuery'

/** Children per parent key, loaded level by level as nodes open. */
export function useDictTreeSelect(props: DictTreeSelectProps) {
  const { dict, pidField, hasChildField, condition, pidValue = '', value } = props
  const http = useHttp()
  const endpoints = useEndpoints()
  const notify = useNotify()
  const [children, setChildren] = useState<Record<string, DictTreeNode[]>>({})
  const [selectedText, setSelectedText] = useState('')
  const error = treeConditionError(condition)

  const loadChildren = useCallback(
    async (pid: string) => {
      const reply = await http.get<DictTreeNode[]>(
        endpoints.loadTreeData,
        treeDataParams({ dict, pidField, hasChildField, condition }, pid),
      )
      if (!reply.success) return notify.error(reply.message)
      setChildren((loaded) => ({ ...loaded, [pid]: reply.result ?? [] }))
    },
    [http, endpoints.loadTreeData, notify, dict, pidField, hasChildField, condition],
  )

  useEffect(() => {
    setChildren({})
    if (!error) loadChildren(pidValue).catch((e: Error) => notify.error(e.message))
  }, [error, loadChildren, pidValue, notify])

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
    error,
    roots: children[pidValue],
    childrenOf: (key: string) => children[key],
    open: (key: string) => {
      if (!children[key]) loadChildren(key).catch((e: Error) => notify.error(e.message))
    },
    selectedText,
    choose: (node: DictTreeNode) => setSelectedText(node.title),
  }
}
