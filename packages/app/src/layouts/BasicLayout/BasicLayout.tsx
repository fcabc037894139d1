import { Hamburger, makeStyles, tokens } from '@fluentui/react-components'
import { useNotify } from '@portico/ui'
import { useEffect, useMemo, useState } from 'react'
import { Outlet, useLocation, useNavigate } from 'react-router-dom'
import { sessionApi } from '../../api/sessionApi'
import { appConfig } from '../../config'
import { menuToEntries, menuTrail } from '../../router/menuRoutes'
import { useSession } from '../../session/useSession'
import { pageTitle } from '../../shell/pageTitle'
import { GlobalFooter } from './GlobalFooter'
import { PageBreadcrumb } from './PageBreadcrumb'
import { SideMenu } from './SideMenu'
import { TabBar } from './TabBar'
import { UserDropdown } from './UserDropdown'
import { useIsMobile } from './useIsMobile'
import { HOME_TAB_KEY, useTabs } from './useTabs'

const useStyles = makeStyles({
  root: { display: 'flex', minHeight: '100vh', backgroundColor: tokens.colorNeutralBackground2 },
  main: { flexGrow: 1, minWidth: 0, display: 'flex', flexDirection: 'column' },
  header: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalM,
    height: '56px',
    paddingInline: tokens.spacingHorizontalM,
    backgroundColor: tokens.colorNeutralBackground1,
    boxShadow: tokens.shadow2,
  },
  spacer: { flexGrow: 1 },
  content: {
    padding: tokens.spacingHorizontalL,
    flexGrow: 1,
    display: 'grid',
    alignContent: 'start',
    gap: tokens.spacingVerticalM,
  },
})

/** The staff shell: side menu, header, tabs, breadcrumb, content and footer (spec §2 Layout and shell). */
export function BasicLayout() {
  const styles = useStyles()
  const navigate = useNavigate()
  const location = useLocation()
  const notify = useNotify()
  const mobile = useIsMobile()
  const session = useSession()
  const [menuOpen, setMenuOpen] = useState(!mobile)
  useEffect(() => setMenuOpen(!mobile), [mobile])

  const menu = session.permissions?.menu ?? []
  const auth = session.permissions?.auth ?? []
  const entries = useMemo(() => menuToEntries(menu, auth, { domianURL: appConfig.apiBaseUrl }), [menu, auth])
  const trail = useMemo(() => menuTrail(menu, location.pathname), [menu, location.pathname])
  const title = trail.at(-1)?.title ?? ''
  const activeKey = location.pathname + location.search
  const { tabs, close } = useTabs(activeKey, title)

  useEffect(() => {
    document.title = pageTitle(appConfig.platformName, title, location.pathname === HOME_TAB_KEY)
  }, [title, location.pathname])

  function closeTab(key: string) {
    const result = close(key)
    if (!result.ok) notify.warning(result.message)
    else if (result.next) navigate(result.next)
  }

  return (
    <div className={styles.root}>
      <SideMenu
        entries={entries}
        selectedPath={location.pathname}
        open={menuOpen}
        mobile={mobile}
        onOpenChange={setMenuOpen}
        onSelect={(entry) => {
          if (entry.internalOrExternal && entry.url) window.open(entry.url, '_blank', 'noopener')
          else navigate(entry.path)
          if (mobile) setMenuOpen(false)
        }}
      />
      <div className={styles.main}>
        <header className={styles.header}>
          <Hamburger
            onClick={() => setMenuOpen((open) => !open)}
            aria-expanded={menuOpen}
            aria-label="切换菜单"
          />
          <PageBreadcrumb trail={trail} />
          <span className={styles.spacer} />
          <UserDropdown
            realname={session.userInfo?.realname ?? session.userInfo?.username ?? ''}
            api={sessionApi}
          />
        </header>
        <TabBar tabs={tabs} activeKey={activeKey} onSelect={(key) => navigate(key)} onClose={closeTab} />
        <main className={styles.content}>
          <Outlet />
        </main>
        <GlobalFooter />
      </div>
    </div>
  )
}
