import {
  makeStyles,
  mergeClasses,
  NavCategory,
  NavCategoryItem,
  NavDrawer,
  NavDrawerBody,
  NavDrawerHeader,
  NavItem,
  NavSubItem,
  NavSubItemGroup,
} from '@fluentui/react-components'
import { useEffect, useState } from 'react'
import { menuIcon } from '../../navigation/menuIcons'
import type { MenuEntry } from '../../navigation/menuRoutes'
import { Logo } from './Logo'

export interface SideMenuProps {
  entries: MenuEntry[]
  selectedPath: string
  open: boolean
  mobile: boolean
  /** Fixed sidebar: the menu stays in view while the page scrolls. */
  fixed?: boolean
  onOpenChange: (open: boolean) => void
  onSelect: (entry: MenuEntry) => void
}

const useStyles = makeStyles({
  drawer: { minHeight: '100vh', flexShrink: 0 },
  fixed: { height: '100vh', position: 'sticky', top: 0 },
})

function findEntry(entries: MenuEntry[], key: string): MenuEntry | undefined {
  for (const entry of entries) {
    if (entry.key === key) return entry
    const child = entry.children && findEntry(entry.children, key)
    if (child) return child
  }
  return undefined
}

function rootOf(entries: MenuEntry[], path: string): string | undefined {
  return entries.find((entry) => entry.children?.some((child) => child.path === path))?.key
}

/** The side menu from the server menu: selection follows the route; only one root sub-menu stays open. */
export function SideMenu({
  entries,
  selectedPath,
  open,
  mobile,
  fixed,
  onOpenChange,
  onSelect,
}: SideMenuProps) {
  const styles = useStyles()
  const selected = entries.flatMap((e) => [e, ...(e.children ?? [])]).find((e) => e.path === selectedPath)
  const [openRoot, setOpenRoot] = useState<string | undefined>(() => rootOf(entries, selectedPath))

  useEffect(() => {
    const root = rootOf(entries, selectedPath)
    if (root) setOpenRoot(root)
  }, [entries, selectedPath])

  return (
    <NavDrawer
      className={mobile ? undefined : mergeClasses(styles.drawer, fixed && styles.fixed)}
      type={mobile ? 'overlay' : 'inline'}
      aria-label="侧边菜单"
      open={open}
      // The inline (desktop) menu stays until the hamburger hides it; only the mobile drawer closes itself.
      onOpenChange={(_, data) => mobile && onOpenChange(data.open)}
      selectedValue={selected?.key}
      openCategories={openRoot ? [openRoot] : []}
      multiple={false}
      onNavCategoryItemToggle={(_, data) => {
        const toggled = String(data.categoryValue)
        setOpenRoot((current) => (current === toggled ? undefined : toggled))
      }}
      onNavItemSelect={(_, data) => {
        const entry = findEntry(entries, String(data.value))
        if (entry) onSelect(entry)
      }}
    >
      <NavDrawerHeader>
        <Logo />
      </NavDrawerHeader>
      <NavDrawerBody>
        {entries.map((entry) =>
          entry.children?.length ? (
            <NavCategory key={entry.key} value={entry.key}>
              <NavCategoryItem icon={menuIcon(entry.icon)}>{entry.title}</NavCategoryItem>
              <NavSubItemGroup>
                {entry.children.map((child) => (
                  <NavSubItem key={child.key} value={child.key}>
                    {child.title}
                  </NavSubItem>
                ))}
              </NavSubItemGroup>
            </NavCategory>
          ) : (
            <NavItem key={entry.key} value={entry.key} icon={menuIcon(entry.icon)}>
              {entry.title}
            </NavItem>
          ),
        )}
      </NavDrawerBody>
    </NavDrawer>
  )
}
