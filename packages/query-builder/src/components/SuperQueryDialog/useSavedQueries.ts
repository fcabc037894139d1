import { useCallback, useEffect, useMemo, useRef, useState } from 'react'
import type { SavedQuery } from '../../core/condition.types'
import { createLocalStorageQueryStore } from '../../store/localStorageQueryStore'
import { useSavedQueryStoreFactory } from '../../store/SavedQueryStoreProvider'
import type { SavedQueryStore } from '../../store/savedQueryStore.types'

const currentPath = () => globalThis.location?.pathname ?? ''

/** The store in use (prop, provider, or local storage) and its list, reloaded while `active`. */
export function useSavedQueries(
  active: boolean,
  saveCode: string | undefined,
  storeProp: SavedQueryStore | undefined,
  onLoadError: (error: unknown) => void,
) {
  const factory = useSavedQueryStoreFactory()
  const code = saveCode ?? currentPath()
  const store = useMemo(
    () => storeProp ?? factory?.(code) ?? createLocalStorageQueryStore(code),
    [storeProp, factory, code],
  )
  const [saved, setSaved] = useState<SavedQuery[]>([])
  const onError = useRef(onLoadError)
  onError.current = onLoadError
  const reload = useCallback(async () => {
    try {
      setSaved(await store.list())
    } catch (error) {
      onError.current(error)
    }
  }, [store])
  useEffect(() => {
    if (active) void reload()
  }, [active, reload])
  const save = async (query: SavedQuery) => {
    await store.save(query)
    await reload()
  }
  const remove = async (title: string) => {
    await store.remove(title)
    await reload()
  }
  return { saved, save, remove }
}
