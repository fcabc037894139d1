import { type ComponentType, lazy } from 'react'

/**
 * Menu component strings (spec §2: "other components are loaded on demand from the views") mapped to views.
 * A component the registry does not know is a view not built yet.
 */
const views: Record<string, () => Promise<{ default: ComponentType }>> = {
  'dashboard/Analysis': () => import('../views/dashboard/Analysis'),
  'system/UserList': () => import('../views/system/UserList/UserListPage'),
}

const loaded = new Map<string, ComponentType>()

export function viewFor(component: string): ComponentType | null {
  const load = views[component]
  if (!load) return null
  let view = loaded.get(component)
  if (!view) {
    view = lazy(load)
    loaded.set(component, view)
  }
  return view
}
