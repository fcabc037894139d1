import type { MenuNode } from '@portico/contract'
import { useMemo } from 'react'
import { type Texts, useTexts } from '../i18n'
import { useSession } from '../session/useSession'

/** The menu with each title in the user's language, by route (the server's titles stay Chinese). */
export function localiseMenu(menu: MenuNode[], texts: Texts): MenuNode[] {
  return menu.map((node) => ({
    ...node,
    meta: { ...node.meta, title: texts.menu(node.path, node.meta.title) },
    ...(node.children && { children: localiseMenu(node.children, texts) }),
  }))
}

/** No menu yet (signed out, or still loading). */
export const NO_MENU: MenuNode[] = []

/** The signed-in user's menu tree, its titles in the chosen language. */
export function useSessionMenu(): MenuNode[] | undefined {
  const menu = useSession().permissions?.menu
  const texts = useTexts()
  return useMemo(
    () => (menu ? (texts.locale === 'zh-CN' ? menu : localiseMenu(menu, texts)) : undefined),
    [menu, texts],
  )
}
