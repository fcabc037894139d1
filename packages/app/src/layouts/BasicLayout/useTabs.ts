import { useCallback, useEffect, useState } from 'react'

export interface PageTab {
  /** Full path (with query), the tab's key (spec §2 Tab layout). */
  key: string
  title: string
}

export const HOME_TAB_KEY = '/dashboard/analysis'

export type CloseResult = { ok: true; next?: string } | { ok: false; message: string }

/** Pure tab operations, so the rules are testable without React. */
export function openTab(tabs: PageTab[], tab: PageTab): PageTab[] {
  const index = tabs.findIndex((t) => t.key === tab.key)
  if (index === -1) return [...tabs, tab]
  return tabs[index].title === tab.title ? tabs : tabs.map((t, i) => (i === index ? tab : t))
}

export function closeTab(
  tabs: PageTab[],
  key: string,
  activeKey: string,
): { tabs: PageTab[]; result: CloseResult } {
  if (key === HOME_TAB_KEY) return { tabs, result: { ok: false, message: '首页不能关闭!' } }
  if (tabs.length <= 1) return { tabs, result: { ok: false, message: '这是最后一页，不能再关闭了啦' } }
  const index = tabs.findIndex((t) => t.key === key)
  if (index === -1) return { tabs, result: { ok: true } }
  const rest = tabs.filter((t) => t.key !== key)
  const next = key === activeKey ? (rest[index] ?? rest[index - 1]).key : undefined
  return { tabs: rest, result: { ok: true, next } }
}

export function useTabs(activeKey: string, activeTitle: string) {
  const [tabs, setTabs] = useState<PageTab[]>([{ key: HOME_TAB_KEY, title: '首页' }])

  useEffect(() => {
    setTabs((current) =>
      openTab(current, { key: activeKey, title: activeKey === HOME_TAB_KEY ? '首页' : activeTitle }),
    )
  }, [activeKey, activeTitle])

  const close = useCallback(
    (key: string): CloseResult => {
      const outcome = closeTab(tabs, key, activeKey)
      setTabs(outcome.tabs)
      return outcome.result
    },
    [tabs, activeKey],
  )

  return { tabs, close }
}
