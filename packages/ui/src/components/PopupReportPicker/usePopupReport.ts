import type { CgReportColumns, CgReportData, CgReportQueryItem, Envelope, Page } from '@portico/contract'
import { useMemo, useState } from 'react'
import { useEndpoints, useGroupRequest, useHttp } from '../../provider/PorticoProvider'
import type { FetchSelectionPage } from '../SelectionModal/SelectionModal.types'
import { LOAD_FAILED_TEXT, SelectionLoadError, toSelectionPage } from '../SelectionModal/selectionPage'
import { initialQueryValues, type PopupRow, popupDataParams } from './popupReportRules'

/** What the modal needs before it can ask for rows: the columns (getRpColumns) and the query items. */
export interface PopupReportMeta extends CgReportColumns {
  queryItems: CgReportQueryItem[]
}

/** The modal's own query values (the form's, once 查询 applied them) and the caller's dynamic parameters. */
export interface PopupReportFilters {
  query: Record<string, string>
  param: Record<string, string>
}

const resultOf = <T>(envelope: Envelope<T>): T => {
  if (!envelope.success) throw new SelectionLoadError(envelope.message || LOAD_FAILED_TEXT)
  return envelope.result as T
}

const segment = (base: string, name: string) => `${base}/${encodeURIComponent(name)}`

/**
 * The online report behind a popup, loaded when the modal opens: its columns, then its query items, then pages of
 * rows. With a `groupKey` each answer is shared for 30 s by every popup of the group (key = group + url, plus the
 * parameters for a page), as JeecgBoot's httpGroupRequest does. A failure is shown by the modal, whose 重试 loads
 * again from whatever failed.
 */
export function usePopupReport({ open, code, groupKey }: { open: boolean; code: string; groupKey?: string }) {
  const http = useHttp()
  const endpoints = useEndpoints()
  const group = useGroupRequest()
  const [meta, setMeta] = useState<PopupReportMeta>()
  // Nothing outlives a closing or a change of report.
  const opening = open ? `${code}\u0000${groupKey ?? ''}` : ''
  const [seen, setSeen] = useState(opening)
  if (seen !== opening) {
    setSeen(opening)
    setMeta(undefined)
  }

  // One load per opening (shared answers aside): reopening asks again.
  const loadMeta = useMemo(() => {
    if (!opening) return () => Promise.reject(new SelectionLoadError(LOAD_FAILED_TEXT))
    let pending: Promise<PopupReportMeta> | undefined
    const shared = <T>(url: string, load: () => Promise<T>) => group(groupKey && groupKey + url, load)
    const load = async (): Promise<PopupReportMeta> => {
      const columnsUrl = segment(endpoints.cgReportColumns, code)
      const columns = await shared(columnsUrl, async () =>
        resultOf(await http.get<CgReportColumns>(columnsUrl)),
      )
      const queryUrl = segment(endpoints.cgReportQueryInfo, columns.cgRpConfigId)
      const queryItems = await shared(queryUrl, async () =>
        resultOf(await http.get<CgReportQueryItem[]>(queryUrl)),
      )
      return { ...columns, queryItems: queryItems ?? [] }
    }
    return () => {
      pending ??= load().then(
        (loaded) => {
          setMeta(loaded)
          return loaded
        },
        (error: unknown) => {
          pending = undefined
          throw error
        },
      )
      return pending
    }
  }, [opening, code, groupKey, group, http, endpoints.cgReportColumns, endpoints.cgReportQueryInfo])

  const fetchPage: FetchSelectionPage<PopupRow, PopupReportFilters> = async ({
    pageNo,
    pageSize,
    filters,
  }) => {
    const report = await loadMeta()
    const values = { ...initialQueryValues(report.queryItems, filters.param), ...filters.query }
    const params = popupDataParams(report.queryItems, values, filters.param, { pageNo, pageSize })
    const url = segment(endpoints.cgReportData, report.cgRpConfigId)
    return group(groupKey && `${groupKey}${url}${JSON.stringify(params)}`, async () =>
      toSelectionPage<PopupRow>((await http.get<CgReportData>(url, params)) as Envelope<Page<PopupRow>>, {
        pageNo,
        pageSize,
      }),
    )
  }

  return { meta, fetchPage }
}
