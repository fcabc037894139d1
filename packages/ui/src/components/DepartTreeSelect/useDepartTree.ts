import type { SysDepartTreeNode } from '@portico/contract'
import { useEffect, useState } from 'react'
import { useEndpoints, useHttp } from '../../provider/PorticoProvider'
import { failureText, SelectionLoadError } from '../SelectionModal/selectionPage'

export interface DepartTreeState {
  nodes: SysDepartTreeNode[]
  loading: boolean
  /** Loaded at least once without error. */
  loaded: boolean
  error?: string
  reload: () => void
}

/**
 * The department tree from `queryTreeList` (or from `url`, e.g. one company's tree), loaded once `enabled` turns true
 * (and again on reload).
 */
export function useDepartTree(enabled: boolean, url?: string): DepartTreeState {
  const http = useHttp()
  const endpoints = useEndpoints()
  const departTree = url ?? endpoints.departTree
  const [state, setState] = useState<Omit<DepartTreeState, 'reload'>>({
    nodes: [],
    loading: false,
    loaded: false,
  })
  const wanted = enabled && !state.loaded && !state.error

  useEffect(() => {
    if (!wanted) return
    let live = true
    setState((s) => ({ ...s, loading: true }))
    http
      .get<SysDepartTreeNode[]>(departTree)
      .then((reply) => {
        if (!live) return
        if (!reply.success) throw new SelectionLoadError(reply.message)
        setState({ nodes: reply.result ?? [], loading: false, loaded: true })
      })
      .catch((error: unknown) => {
        if (!live) return
        setState({ nodes: [], loading: false, loaded: false, error: failureText(error) })
      })
    return () => {
      live = false
    }
  }, [wanted, http, departTree])

  return {
    ...state,
    // Clearing the error (or the loaded flag) asks for the tree again.
    reload: () => setState((s) => ({ ...s, error: undefined, loaded: false })),
  }
}
