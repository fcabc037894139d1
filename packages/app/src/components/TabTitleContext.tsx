import { createContext, useContext, useEffect } from 'react'

interface TabTitleContextValue {
  /** The page's own tab key (its full path). */
  key: string
  setTitle: (key: string, title: string) => void
}

export const TabTitleContext = createContext<TabTitleContextValue | null>(null)

/** Lets a page name its own tab (spec §2: tab titles can be overridden per route). */
export function useTabTitle(title: string | undefined) {
  const context = useContext(TabTitleContext)
  useEffect(() => {
    if (context && title) context.setTitle(context.key, title)
  }, [context, title])
}
