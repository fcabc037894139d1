import {
  Button,
  Menu,
  MenuButton,
  MenuItem,
  MenuList,
  MenuPopover,
  MenuTrigger,
  makeStyles,
  tokens,
} from '@fluentui/react-components'
import { ChevronDown16Regular } from '@fluentui/react-icons'
import { menuIcon } from '../../navigation/menuIcons'
import type { MenuEntry } from '../../navigation/menuRoutes'

export interface TopMenuProps {
  entries: MenuEntry[]
  selectedPath: string
  onSelect: (entry: MenuEntry) => void
}

const useStyles = makeStyles({
  root: { display: 'flex', gap: tokens.spacingHorizontalXXS, overflowX: 'auto', minWidth: 0 },
  selected: { color: tokens.colorBrandForeground1, fontWeight: tokens.fontWeightSemibold },
})

const contains = (entry: MenuEntry, path: string): boolean =>
  entry.path === path || Boolean(entry.children?.some((child) => contains(child, path)))

/** The top-menu layout's navigation: a menu button per root folder, a plain button per root page. */
export function TopMenu({ entries, selectedPath, onSelect }: TopMenuProps) {
  const styles = useStyles()
  return (
    <nav className={styles.root} aria-label="主菜单">
      {entries.map((entry) => {
        const selected = contains(entry, selectedPath)
        const className = selected ? styles.selected : undefined
        if (!entry.children?.length)
          return (
            <Button
              key={entry.key}
              appearance="subtle"
              className={className}
              icon={menuIcon(entry.icon)}
              aria-current={selected ? 'page' : undefined}
              onClick={() => onSelect(entry)}
            >
              {entry.title}
            </Button>
          )
        return (
          <Menu key={entry.key}>
            <MenuTrigger disableButtonEnhancement>
              <MenuButton
                appearance="subtle"
                className={className}
                icon={menuIcon(entry.icon)}
                menuIcon={<ChevronDown16Regular />}
              >
                {entry.title}
              </MenuButton>
            </MenuTrigger>
            <MenuPopover>
              <MenuList>
                {entry.children.map((child) => (
                  <MenuItem key={child.key} onClick={() => onSelect(child)}>
                    {child.title}
                  </MenuItem>
                ))}
              </MenuList>
            </MenuPopover>
          </Menu>
        )
      })}
    </nav>
  )
}
