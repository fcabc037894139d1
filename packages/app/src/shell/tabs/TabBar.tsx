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
import { useTexts } from '../../i18n'
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
  const { t, menu } = useTexts()

  function closeFromIcon(event: MouseEvent, key: string) {
    event.stopPropagation()
    onAction('close', key)
  }

  function closeFromKeyboard(event: KeyboardEvent, key: string) {
    if (event.key === 'Delete') onAction('close', key)
  }

  return (
    <nav className={styles.root} aria-label={t('tabs.bar')}>
      <TabList
        size="small"
        selectedValue={activeKey}
        onTabSelect={(_, data) => onSelect(String(data.value))}
        aria-label={t('tabs.list')}
      >
        {tabs.map((tab, index) => {
          const closable = tab.key !== HOME_TAB_KEY
          // A cached title was the menu's in the language of the day: shown in today's.
          const title = menu(tab.key.split('?')[0], tab.title)
          return (
            <Menu key={tab.key} openOnContext>
              <MenuTrigger disableButtonEnhancement>
                <Tab
                  value={tab.key}
                  aria-keyshortcuts="Delete"
                  // 首页 answers Delete too, with 首页不能关闭! (spec §8).
                  onKeyDown={(event) => closeFromKeyboard(event, tab.key)}
                >
                  {title}
                  {closable && (
                    <span
                      className={styles.close}
                      title={t('tabs.close', { title })}
                      aria-hidden
                      onClick={(event) => closeFromIcon(event, tab.key)}
                    >
                      <Dismiss12Regular />
                    </span>
                  )}
                </Tab>
              </MenuTrigger>
              <MenuPopover>
                <MenuList aria-label={t('tabs.menu', { title })}>
                  <MenuItem icon={<ArrowClockwise16Regular />} onClick={() => onRefresh(tab.key)}>
                    {t('tabs.refresh')}
                  </MenuItem>
                  <MenuItem
                    icon={<ArrowLeft16Regular />}
                    disabled={index <= 1}
                    onClick={() => onAction('closeLeft', tab.key)}
                  >
                    {t('tabs.closeLeft')}
                  </MenuItem>
                  <MenuItem
                    icon={<ArrowRight16Regular />}
                    disabled={index === tabs.length - 1}
                    onClick={() => onAction('closeRight', tab.key)}
                  >
                    {t('tabs.closeRight')}
                  </MenuItem>
                  <MenuItem
                    icon={<DismissSquareMultiple16Regular />}
                    disabled={tabs.length <= (closable ? 2 : 1)}
                    onClick={() => onAction('closeOthers', tab.key)}
                  >
                    {t('tabs.closeOthers')}
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
