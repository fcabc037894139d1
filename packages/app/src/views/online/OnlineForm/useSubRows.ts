import type { OnlineFormDeclaration } from '@portico/contract'
import { useHttp } from '@portico/ui'
import { useEffect, useState } from 'react'
import type { ResourceRow } from '../../../components/ResourcePage'

type Rows = Record<string, unknown>[]

/** What the dialog shows of the sub-tables: their rows by sub table name (null while loading), or why they failed. */
export interface SubRows {
  rows: Record<string, Rows> | null
  problem: string | null
}

const LOADING: SubRows = { rows: null, problem: null }

/**
 * The sub-table rows of the record a dialog opens: none when adding; the record's own (queryById answers them under
 * each sub table's name) when editing. The list's row does not carry them.
 */
export function useSubRows(declaration: OnlineFormDeclaration, row: Partial<ResourceRow> | null): SubRows {
  const http = useHttp()
  const [state, setState] = useState<SubRows>(LOADING)
  const id = row?.id
  const open = row !== null
  useEffect(() => {
    if (!open) return
    if (!id) {
      setState({
        rows: Object.fromEntries(declaration.subTables.map((sub) => [sub.table, []])),
        problem: null,
      })
      return
    }
    let live = true
    setState(LOADING)
    http
      .get<Record<string, unknown>>(`${declaration.baseUrl}/queryById`, { id })
      .then((reply) => {
        if (!live) return
        if (!reply.success || !reply.result) {
          setState({ rows: null, problem: reply.message })
          return
        }
        const record = reply.result
        setState({
          rows: Object.fromEntries(
            declaration.subTables.map((sub) => [sub.table, (record[sub.table] as Rows | undefined) ?? []]),
          ),
          problem: null,
        })
      })
      .catch(() => live && setState({ rows: null, problem: '子表数据加载失败' }))
    return () => {
      live = false
    }
  }, [http, declaration, id, open])
  return state
}
