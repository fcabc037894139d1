import {
  Menu,
  MenuItem,
  MenuList,
  MenuPopover,
  MenuTrigger,
  makeStyles,
  Tab,
  TabList,
  tokens,
} from '@fluentui/react-components'
import {
  ArrowClockwise16Regular,
  ArrowLeft16Regular,
  ArrowRight16Regular,
  Dismiss12Regular,
  DismissSquareMultiple16Regular,
} from '@fluentui/react-icons'
import type { KeyboardEvent, MouseEvent } from 'react'
import { HOME_TAB_KEY, type PageTab } from './tabRules'
import type { TabAction } from './useTabs'

export interface TabBarProps {
  tabs: PageTab[]
  activeKey: string
  onSelect: (key: string) => void
  onAction: (action: TabAction, key: string) => void
  onRefresh: (key: string) => void
}

const useStyles = makeStyles({
  root: {
    backgroundColor: tokens.colorNeutralBackground1,
    borderBottom: `1px solid ${tokens.colorNeutralStroke2}`,
    overflowX: 'auto',
    paddingInline: tokens.spacingHorizontalS,
  },
  close: {
    display: 'inline-flex',
    marginInlineStart: tokens.spacingHorizontalXS,
    padding: '2px',
    borderRadius: tokens.borderRadiusSmall,
    ':hover': { backgroundColor: tokens.colorNeutralBackground3Hover },
  },
})

/**
 * Open pages keyed by full path; 首页 first and not closable (spec §2). Right-click (or the context-menu key) opens
 * 刷新 / 关闭左侧 / 关闭右侧 / 关闭其它; Delete closes the focused tab (a button inside a tab would nest controls).
 */
export function TabBar({ tabs, activeKey, onSelect, onAction, onRefresh }: TabBarProps) {
  const styles = useStyles()

  function closeFromIcon(event: MouseEvent, key: string) {
    event.stopPropagation()
    onAction('close', key)
  }

  function closeFromKeyboard(event: KeyboardEvent, key: string) {
    if (event.key === 'Delete') onAction('close', key)
  }

  return (
    <nav className={styles.root} aria-label="页面标签栏">
      <TabList
        size="small"
        selectedValue={activeKey}
        onTabSelect={(_, data) => onSelect(String(data.value))}
        aria-label="已打开的页面"
      >
        {tabs.map((tab, index) => {
          const closable = tab.key !== HOME_TAB_KEY
          return (
            <Menu key={tab.key} openOnContext>
              <MenuTrigger disableButtonEnhancement>
                <Tab
                  value={tab.key}
                  aria-keyshortcuts="Delete"
                  // 首页 answers Delete too, with 首页不能关闭! (spec §8).
                  onKeyDown={(event) => closeFromKeyboard(event, tab.key)}
                >
                  {tab.title}
                  {closable && (
                    <span
                      className={styles.close}
                      title={`关闭 ${tab.title}`}
                      aria-hidden
                      onClick={(event) => closeFromIcon(event, tab.key)}
                    >
                      <Dismiss12Regular />
                    </span>
                  )}
                </Tab>
              </MenuTrigger>
              <MenuPopover>
                <MenuList aria-label={`${tab.title} 标签操作`}>
                  <MenuItem icon={<ArrowClockwise16Regular />} onClick={() => onRefresh(tab.key)}>
                    刷新
                  </MenuItem>
                  <MenuItem
                    icon={<ArrowLeft16Regular />}
                    disabled={index <= 1}
                    onClick={() => onAction('closeLeft', tab.key)}
                  >
                    关闭左侧
                  </MenuItem>
                  <MenuItem
                    icon={<ArrowRight16Regular />}
                    disabled={index === tabs.length - 1}
                    onClick={() => onAction('closeRight', tab.key)}
                  >
                    关闭右侧
                  </MenuItem>
                  <MenuItem
                    icon={<DismissSquareMultiple16Regular />}
                    disabled={tabs.length <= (closable ? 2 : 1)}
                    onClick={() => onAction('closeOthers', tab.key)}
                  >
                    关闭其它
                  </MenuItem>
                </MenuList>
              </MenuPopover>
            </Menu>
          )
        })}
      </TabList>
    </nav>
  )
}
