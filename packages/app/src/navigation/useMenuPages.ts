import { useMemo } from 'react'
import { appConfig } from '../config'
import { useSession } from '../session/useSession'
import { type MenuEntry, type MenuRoute, menuToEntries, menuToRoutes } from './menuRoutes'
import { useSessionMenu } from './useSessionMenu'

/** The signed-in user's menu: its pages, its side-menu entries, and lookups over them. */
export function useMenuPages() {
  const session = useSession()
  const menu = useSessionMenu()
  const auth = session.permissions?.auth
  return useMemo(() => {
    const values = { domianURL: appConfig.apiBaseUrl }
    const routes: MenuRoute[] = menu && auth ? menuToRoutes(menu, auth, values) : []
    const entries: MenuEntry[] = menu && auth ? menuToEntries(menu, auth, values) : []
    return {
      routes,
      entries,
      /** A page named by component path or route name (an announcement's openPage). */
      pathOfPage: (openPage: string) =>
        routes.find((route) => route.component === openPage || route.name === openPage)?.path,
      routeOf: (path: string) => routes.find((route) => route.path === path),
    }
  }, [menu, auth])
}
