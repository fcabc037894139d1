import { useCallback, useEffect, useState } from 'react'
import { StorageKey, storage } from '../../storage'
import {
  closeLeft,
  closeOthers,
  closeRight,
  closeTab,
  HOME_TAB,
  HOME_TAB_KEY,
  openTab,
  type PageTab,
  type TabsChange,
} from './tabRules'

type Titles = Record<string, string>
const cachedTitles = (): Titles => storage.get<Titles>(StorageKey.routeTitles) ?? {}

export type TabAction = 'close' | 'closeLeft' | 'closeRight' | 'closeOthers'
const ACTIONS: Record<TabAction, (tabs: PageTab[], key: string, active: string) => TabsChange> = {
  close: closeTab,
  closeLeft,
  closeRight,
  closeOthers,
}

export interface UseTabsOptions {
  activeKey: string
  /** The title the menu gives the active route. */
  routeTitle: string
  /** Spec §4: with multi-tab mode off only the current page stays. */
  multipage: boolean
}

/**
 * The open pages: added on navigation, closed by the user; titles overridable per route and cached locally under
 * the route-title key; a refresh counter per page so 刷新 can remount it.
 */
export function useTabs({ activeKey, routeTitle, multipage }: UseTabsOptions) {
  const [titles, setTitles] = useState<Titles>(cachedTitles)
  const [tabs, setTabs] = useState<PageTab[]>([HOME_TAB])
  const [versions, setVersions] = useState<Record<string, number>>({})
  const title = activeKey === HOME_TAB_KEY ? HOME_TAB.title : (titles[activeKey] ?? routeTitle)

  useEffect(() => {
    const tab = { key: activeKey, title }
    setTabs((current) => (multipage ? openTab(current, tab) : [tab]))
  }, [activeKey, title, multipage])

  const setTitle = useCallback((key: string, next: string) => {
    setTitles((current) => {
      if (current[key] === next) return current
      const updated = { ...current, [key]: next }
      storage.set(StorageKey.routeTitles, updated)
      return updated
    })
  }, [])

  useEffect(() => {
    if (routeTitle && activeKey !== HOME_TAB_KEY && !titles[activeKey]) setTitle(activeKey, routeTitle)
  }, [activeKey, routeTitle, titles, setTitle])

  const apply = useCallback(
    (action: TabAction, key: string) => {
      const change = ACTIONS[action](tabs, key, activeKey)
      setTabs(change.tabs)
      return change.result
    },
    [tabs, activeKey],
  )

  const refresh = useCallback((key: string) => {
    setVersions((current) => ({ ...current, [key]: (current[key] ?? 0) + 1 }))
  }, [])

  return { tabs, title, versions, apply, refresh, setTitle }
}
