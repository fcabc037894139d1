import type { DictOption } from '@portico/contract'
import { useEffect, useState } from 'react'
import { useDictCache } from '../provider/PorticoProvider'
import { DICT_CODE_REQUIRED } from './dictCache'

export interface DictItemsState {
  options: DictOption[]
  loading: boolean
  /** 字典Code不能为空! for an empty code, else the server's message when loading failed. */
  error?: string
}

const EMPTY: DictOption[] = []

/**
 * The options of a dictionary code from the provider's cache (local first, else the server).
 * Given `options`, those are used as they are and nothing is loaded.
 */
export function useDictItems(code: string | undefined, options?: DictOption[]): DictItemsState {
  const cache = useDictCache()
  const known = options ?? (code ? cache.peek(code) : undefined)
  const [state, setState] = useState<{ code?: string } & DictItemsState>(() => ({
    code,
    options: known ?? EMPTY,
    loading: !known && Boolean(code),
  }))

  useEffect(() => {
    if (options) return
    if (!code) {
      setState({ code, options: EMPTY, loading: false, error: DICT_CODE_REQUIRED })
      return
    }
    let current = true
    setState((s) =>
      s.code === code && !s.loading ? s : { code, options: cache.peek(code) ?? EMPTY, loading: true },
    )
    cache.load(code).then(
      (loaded) => current && setState({ code, options: loaded, loading: false }),
      (error: Error) => current && setState({ code, options: EMPTY, loading: false, error: error.message }),
    )
    return () => {
      current = false
    }
  }, [cache, code, options])

  if (options) return { options, loading: false }
  if (!code) return { options: EMPTY, loading: false, error: DICT_CODE_REQUIRED }
  return state.code === code ? state : { options: known ?? EMPTY, loading: !known }
}
