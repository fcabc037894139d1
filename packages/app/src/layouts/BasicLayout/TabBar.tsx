import { makeStyles, Tab, TabList, tokens } from '@fluentui/react-components'
import { Dismiss12Regular } from '@fluentui/react-icons'
import type { KeyboardEvent, MouseEvent } from 'react'
import type { PageTab } from './useTabs'
import { HOME_TAB_KEY } from './useTabs'

export interface TabBarProps {
  tabs: PageTab[]
  activeKey: string
  onSelect: (key: string) => void
  onClose: (key: string) => void
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
 * Open pages keyed by full path; 首页 first and not closable (spec §2). A tab closes with its × or, from the
 * keyboard, with Delete while it has focus (a button inside a tab would nest interactive controls).
 */
export function TabBar({ tabs, activeKey, onSelect, onClose }: TabBarProps) {
  const styles = useStyles()

  function closeFromIcon(event: MouseEvent, key: string) {
    event.stopPropagation()
    onClose(key)
  }

  function closeFromKeyboard(event: KeyboardEvent, key: string) {
    if (event.key === 'Delete') onClose(key)
  }

  return (
    <div className={styles.root}>
      <TabList
        size="small"
        selectedValue={activeKey}
        onTabSelect={(_, data) => onSelect(String(data.value))}
        aria-label="已打开的页面"
      >
        {tabs.map((tab) => {
          const closable = tab.key !== HOME_TAB_KEY
          return (
            <Tab
              key={tab.key}
              value={tab.key}
              aria-keyshortcuts={closable ? 'Delete' : undefined}
              onKeyDown={closable ? (event) => closeFromKeyboard(event, tab.key) : undefined}
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
          )
        })}
      </TabList>
    </div>
  )
}
