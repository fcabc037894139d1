import type { DictOption } from '@portico/contract'
import { useEffect, useMemo, useRef, useState } from 'react'
import { optionText } from '../../dict/dictOptions'
import { useEndpoints, useHttp, useNotify } from '../../provider/PorticoProvider'
import { debounce } from '../../utils/debounce'
import type { DictSearchSelectProps } from './DictSearchSelect.types'
import { DICT_SEARCH_DEBOUNCE_MS, DICT_SEARCH_PAGE_SIZE } from './dictSearchSettings'

/** Searches a dictionary as the user types: debounced, latest answer wins, failures warned. */
export function useDictSearchSelect({
  dict,
  value,
  onChange,
  pageSize = DICT_SEARCH_PAGE_SIZE,
  debounceMs = DICT_SEARCH_DEBOUNCE_MS,
  loadInitial = true,
}: DictSearchSelectProps) {
  const http = useHttp()
  const endpoints = useEndpoints()
  const notify = useNotify()
  const [options, setOptions] = useState<DictOption[]>([])
  const [loading, setLoading] = useState(false)
  const [searched, setSearched] = useState(false)
  const [query, setQuery] = useState<string | null>(null)
  const [selectedText, setSelectedText] = useState('')
  const latest = useRef(0)
  const selected = value === null || value === undefined ? '' : String(value)

  const search = useMemo(() => {
    const run = async (keyword: string) => {
      const request = ++latest.current
      setLoading(true)
      try {
        const reply = await http.get<DictOption[]>(`${endpoints.loadDict}/${encodeURIComponent(dict)}`, {
          keyword,
          pageSize,
        })
        if (request !== latest.current) return
        if (reply.success) setOptions(reply.result ?? [])
        else notify.warning(reply.message)
        setSearched(true)
      } catch (error) {
        if (request === latest.current) notify.warning((error as Error).message)
      } finally {
        if (request === latest.current) setLoading(false)
      }
    }
    return { now: run, later: debounce(run, debounceMs) }
  }, [http, endpoints.loadDict, dict, pageSize, debounceMs, notify])

  useEffect(() => {
    if (loadInitial) search.now('')
    return () => search.later.cancel()
  }, [search, loadInitial])

  // The text of a value set from outside: from the loaded options, else asked of loadDictItem.
  // biome-ignore lint/correctness/useExhaustiveDependencies: options are read only to spare a request; a new page must not re-run the lookup.
  useEffect(() => {
    if (!selected) return setSelectedText('')
    const known = options.find((o) => String(o.value) === selected)
    if (known) return setSelectedText(optionText(known))
    let current = true
    http
      .get<string[]>(`${endpoints.loadDictItem}/${encodeURIComponent(dict)}`, { key: selected })
      .then((reply) => current && reply.success && setSelectedText(reply.result?.[0] ?? selected))
      .catch(() => undefined)
    return () => {
      current = false
    }
  }, [selected, dict, http, endpoints.loadDictItem])

  return {
    options,
    loading,
    searched,
    inputText: query ?? selectedText,
    type(text: string) {
      setQuery(text)
      setOptions([])
      if (text.trim() === '' && !loadInitial) {
        search.later.cancel()
        latest.current++
        setLoading(false)
        setSearched(false)
        return
      }
      setLoading(true)
      search.later(text)
    },
    choose(option: DictOption | undefined) {
      setQuery(null)
      if (option) {
        setSelectedText(optionText(option))
        onChange?.(String(option.value))
      } else {
        setSelectedText('')
        onChange?.('')
        if (loadInitial) search.now('')
      }
    },
    /** Closing without choosing puts back the chosen text. */
    close: () => setQuery(null),
  }
}
