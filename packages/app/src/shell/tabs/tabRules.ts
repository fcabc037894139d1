/** The tab bar's rules (spec §2 Tab layout, §4 Tabs, §8), as pure functions over the list of open pages. */
export interface PageTab {
  /** Full path (with query): the tab's key. */
  key: string
  title: string
}

export const HOME_TAB_KEY = '/dashboard/analysis'
export const HOME_TAB: PageTab = { key: HOME_TAB_KEY, title: '首页' }

export type CloseResult = { ok: true; next?: string } | { ok: false; message: string }
export interface TabsChange {
  tabs: PageTab[]
  result: CloseResult
}

/** Adds the page (once), or updates its title; 首页 always stays first. */
export function openTab(tabs: PageTab[], tab: PageTab): PageTab[] {
  const withHome =
    tabs[0]?.key === HOME_TAB_KEY ? tabs : [HOME_TAB, ...tabs.filter((t) => t.key !== HOME_TAB_KEY)]
  const index = withHome.findIndex((t) => t.key === tab.key)
  if (index === -1) return [...withHome, tab]
  return withHome[index].title === tab.title ? withHome : withHome.map((t, i) => (i === index ? tab : t))
}

export function closeTab(tabs: PageTab[], key: string, activeKey: string): TabsChange {
  if (key === HOME_TAB_KEY) return { tabs, result: { ok: false, message: '首页不能关闭!' } }
  if (tabs.length <= 1) return { tabs, result: { ok: false, message: '这是最后一页，不能再关闭了啦' } }
  const index = tabs.findIndex((t) => t.key === key)
  if (index === -1) return { tabs, result: { ok: true } }
  const rest = tabs.filter((t) => t.key !== key)
  const next = key === activeKey ? (rest[index] ?? rest[index - 1]).key : undefined
  return { tabs: rest, result: { ok: true, next } }
}

/** Keeps 首页 and the tabs the predicate keeps; moves to `key` when the active tab went. */
function keepOnly(
  tabs: PageTab[],
  key: string,
  activeKey: string,
  keep: (index: number) => boolean,
): TabsChange {
  const next = tabs.filter((tab, index) => tab.key === HOME_TAB_KEY || tab.key === key || keep(index))
  const activeGone = !next.some((tab) => tab.key === activeKey)
  return { tabs: next, result: { ok: true, next: activeGone ? key : undefined } }
}

export function closeLeft(tabs: PageTab[], key: string, activeKey: string): TabsChange {
  const at = tabs.findIndex((t) => t.key === key)
  return keepOnly(tabs, key, activeKey, (index) => index > at)
}

export function closeRight(tabs: PageTab[], key: string, activeKey: string): TabsChange {
  const at = tabs.findIndex((t) => t.key === key)
  return keepOnly(tabs, key, activeKey, (index) => index < at)
}

export function closeOthers(tabs: PageTab[], key: string, activeKey: string): TabsChange {
  return keepOnly(tabs, key, activeKey, () => false)
}
