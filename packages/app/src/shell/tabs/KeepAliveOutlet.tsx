import {
  Activity,
  type ContextType,
  type ReactNode,
  Suspense,
  useContext,
  useLayoutEffect,
  useRef,
} from 'react'
import { UNSAFE_LocationContext as LocationContext, useOutlet } from 'react-router-dom'
import { PageErrorBoundary } from '../../components/PageErrorBoundary'
import { PageLoading } from '../../components/PageLoading'
import { TabTitleContext } from '../../components/TabTitleContext'

type RouterLocation = ContextType<typeof LocationContext>

interface CachedPage {
  element: ReactNode
  location: RouterLocation
}

export interface KeepAliveOutletProps {
  /** The active page's key (full path). */
  activeKey: string
  /** Keys of the open tabs: a cached page is dropped when its tab closes. */
  openKeys: readonly string[]
  /** Whether a page is cached while hidden (its route is flagged keepAlive). */
  keepAlive: (key: string) => boolean
  /** Bumped by 刷新: the page remounts from scratch. */
  versions: Record<string, number>
  setTitle: (key: string, title: string) => void
}

/**
 * The layout's outlet, keeping the open keepAlive pages mounted but hidden (React Activity), so their filters,
 * scroll position and unsaved edits survive a switch to another tab. A hidden page keeps seeing its own location.
 */
export function KeepAliveOutlet({
  activeKey,
  openKeys,
  keepAlive,
  versions,
  setTitle,
}: KeepAliveOutletProps) {
  const outlet = useOutlet()
  const location = useContext(LocationContext)
  const cache = useRef(new Map<string, CachedPage>())
  const scroll = useRef(new Map<string, number>())

  for (const key of cache.current.keys()) if (!openKeys.includes(key)) cache.current.delete(key)
  if (keepAlive(activeKey)) cache.current.set(activeKey, { element: outlet, location })
  else cache.current.delete(activeKey)

  useLayoutEffect(() => {
    window.scrollTo(0, scroll.current.get(activeKey) ?? 0)
    return () => {
      scroll.current.set(activeKey, window.scrollY)
    }
  }, [activeKey])

  // One stable context value per page, so a page's useTabTitle effect does not rerun on every render.
  const titleContexts = useRef(new Map<string, { key: string; setTitle: typeof setTitle }>())
  const titleContext = (key: string) => {
    let value = titleContexts.current.get(key)
    if (!value || value.setTitle !== setTitle) {
      value = { key, setTitle }
      titleContexts.current.set(key, value)
    }
    return value
  }

  const page = (key: string, element: ReactNode, pageLocation: RouterLocation) => (
    <TabTitleContext.Provider value={titleContext(key)}>
      <LocationContext.Provider value={pageLocation}>
        {/* A page that throws shows its error in its own tab; the menu and the other tabs go on working. */}
        <PageErrorBoundary resetKey={key}>
          {/* A page whose code is loading shows a skeleton in its pane, not a spinner over the whole window. */}
          <Suspense fallback={<PageLoading />}>{element}</Suspense>
        </PageErrorBoundary>
      </LocationContext.Provider>
    </TabTitleContext.Provider>
  )

  return (
    <>
      {[...cache.current.entries()].map(([key, cached]) => (
        <Activity key={`${key}#${versions[key] ?? 0}`} mode={key === activeKey ? 'visible' : 'hidden'}>
          {page(key, cached.element, cached.location)}
        </Activity>
      ))}
      {!cache.current.has(activeKey) && (
        <div key={`${activeKey}#${versions[activeKey] ?? 0}`} style={{ display: 'contents' }}>
          {page(activeKey, outlet, location)}
        </div>
      )}
    </>
  )
}
