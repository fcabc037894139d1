import { useHttp } from '@portico/ui'
import { useCallback, useEffect, useState } from 'react'
import { useTexts } from '../../../i18n'

/** Rows of one GET list (an array, or a page's records), with reload, loading and the server's error. */
export function useReplyList<Row>(url: string, params?: Record<string, unknown>) {
  const http = useHttp()
  const { t } = useTexts()
  const [rows, setRows] = useState<Row[]>([])
  const [total, setTotal] = useState(0)
  const [loading, setLoading] = useState(true)
  const [error, setError] = useState<string | null>(null)
  const key = JSON.stringify(params ?? {})

  const reload = useCallback(async () => {
    setLoading(true)
    try {
      const reply = await http.get<Row[] | { records: Row[]; total: number }>(url, JSON.parse(key))
      if (!reply.success) return setError(reply.message)
      setError(null)
      const result = reply.result
      const list = Array.isArray(result) ? result : (result?.records ?? [])
      setRows(list)
      setTotal(Array.isArray(result) ? list.length : (result?.total ?? 0))
    } catch {
      setError(t('list.loadFailed'))
    } finally {
      setLoading(false)
    }
  }, [http, url, key, t])

  useEffect(() => {
    void reload()
  }, [reload])

  return { rows, total, loading, error, reload }
}
