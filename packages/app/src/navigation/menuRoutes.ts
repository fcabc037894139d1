import type { AuthItem, MenuNode } from '@portico/contract'
import { isRouteVisible } from '@portico/ui'
import { evaluateUrlTemplate, type TemplateValues } from './urlTemplate'

/** A page the router registers, flattened from the server menu (spec §2 Dynamic menu routes). */
export interface MenuRoute {
  path: string
  name: string
  title: string
  component: string
  keepAlive: boolean
  /** Resolved external or iframe url, when the entry has one. */
  url?: string
  internalOrExternal: boolean
}

/** An entry of the side menu (hidden items are already dropped). */
export interface MenuEntry {
  key: string
  path: string
  title: string
  icon?: string
  url?: string
  internalOrExternal: boolean
  children?: MenuEntry[]
}

/** A route with a required permission list is shown only if the user holds one of them (spec §2, §6). */
export function isPermitted(node: MenuNode, held: readonly AuthItem[] | null | undefined): boolean {
  return isRouteVisible(node.meta.permissionList, held)
}

export const FOLDER_COMPONENTS: ReadonlySet<string> = new Set([
  'layouts/RouteView',
  'layouts/PageView',
  'layouts/BasicLayout',
  'layouts/TabLayout',
])

/** A folder groups pages; anything else (including iframe pages) is a page of its own. */
function isFolder(node: MenuNode): boolean {
  return Boolean(node.children?.length) || FOLDER_COMPONENTS.has(node.component)
}

function resolveUrl(node: MenuNode, values: TemplateValues): string | undefined {
  return node.meta.url ? evaluateUrlTemplate(node.meta.url, values).url : undefined
}

/** Every registrable page of the menu: route '0' is skipped, folders (layouts) only contribute their children. */
export function menuToRoutes(
  menu: MenuNode[],
  held: readonly AuthItem[],
  values: TemplateValues = {},
): MenuRoute[] {
  const routes: MenuRoute[] = []
  const visit = (nodes: MenuNode[]) => {
    for (const node of nodes) {
      if (!isPermitted(node, held)) continue
      if (node.children?.length) visit(node.children)
      if (node.route === '0' || isFolder(node)) continue
      routes.push({
        path: node.path,
        name: node.name,
        title: node.meta.title,
        component: node.component,
        keepAlive: node.meta.keepAlive,
        url: resolveUrl(node, values),
        internalOrExternal: node.meta.internalOrExternal,
      })
    }
  }
  visit(menu)
  return routes
}

/** The side menu: hidden items skipped; a folder is a sub-menu while it has visible children (or alwaysShow). */
export function menuToEntries(
  menu: MenuNode[],
  held: readonly AuthItem[],
  values: TemplateValues = {},
): MenuEntry[] {
  const entries: MenuEntry[] = []
  for (const node of menu) {
    if (node.hidden || !isPermitted(node, held)) continue
    const children = node.children ? menuToEntries(node.children, held, values) : []
    const entry: MenuEntry = {
      key: node.id,
      path: node.path,
      title: node.meta.title,
      icon: node.meta.icon,
      url: resolveUrl(node, values),
      internalOrExternal: node.meta.internalOrExternal,
    }
    if (children.length > 0 || (isFolder(node) && node.alwaysShow)) entries.push({ ...entry, children })
    else if (!isFolder(node)) entries.push(entry)
  }
  return entries
}

/** The chain of menu titles leading to a path, for the breadcrumb. */
export function menuTrail(menu: MenuNode[], path: string): { path: string; title: string }[] {
  for (const node of menu) {
    if (node.path === path) return [{ path: node.path, title: node.meta.title }]
    if (node.children) {
      const rest = menuTrail(node.children, path)
      if (rest.length) return [{ path: node.path, title: node.meta.title }, ...rest]
    }
  }
  return []
}
