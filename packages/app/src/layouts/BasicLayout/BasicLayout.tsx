import { FluentProvider, makeStyles, mergeClasses, tokens } from '@fluentui/react-components'
import { UserSavedQueries } from '@portico/query-builder'
import { PermissionProvider, useNotify } from '@portico/ui'
import { useEffect, useMemo, useState } from 'react'
import { useLocation, useNavigate } from 'react-router-dom'
import { sessionApi } from '../../api/sessionApi'
import { AppUploadProvider } from '../../components/AppUploadProvider'
import { greetingKey } from '../../components/greeting'
import { HiddenHeading } from '../../components/HiddenHeading'
import { pageTitle } from '../../components/pageTitle'
import { useIsMobile, useIsPhone } from '../../components/useIsMobile'
import { InShell } from '../../components/viewHeading'
import { appConfig } from '../../config'
import { useTexts } from '../../i18n'
import type { MenuEntry } from '../../navigation/menuRoutes'
import { menuTrail } from '../../navigation/menuRoutes'
import { staffFixedPages } from '../../navigation/portalRoutes'
import { useMenuPages } from '../../navigation/useMenuPages'
import { NO_MENU, useSessionMenu } from '../../navigation/useSessionMenu'
import { sessionStore } from '../../session/sessionStore'
import { useSession } from '../../session/useSession'
import type { PageSettings } from '../../settings/pageSettings'
import { settingsStore, usePageSettings } from '../../settings/settingsStore'
import { ChangePasswordDialog } from '../../shell/account/ChangePasswordDialog'
import { useDepartSwitch } from '../../shell/account/DepartSwitchDialog'
import { HeaderNotice } from '../../shell/notices/HeaderNotice'
import { brandRamp } from '../../shell/settings/brandTheme'
import { SettingDrawer } from '../../shell/settings/SettingDrawer'
import { useBrandDarkTheme } from '../../shell/settings/useBrandDarkTheme'
import { useBrandLightTheme } from '../../shell/settings/useBrandLightTheme'
import { KeepAliveOutlet } from '../../shell/tabs/KeepAliveOutlet'
import { TabBar } from '../../shell/tabs/TabBar'
import { HOME_TAB_KEY } from '../../shell/tabs/tabRules'
import { useTabs } from '../../shell/tabs/useTabs'
import { GlobalFooter } from './GlobalFooter'
import { GlobalHeader } from './GlobalHeader'
import { LanguageSwitch } from './LanguageSwitch'
import { Logo } from './Logo'
import { MenuSearch } from './MenuSearch'
import { PageBreadcrumb } from './PageBreadcrumb'
import { SideMenu } from './SideMenu'
import { TopMenu } from './TopMenu'
import { UserDropdown, type UserDropdownProps } from './UserDropdown'
import { useAutoHideHeader } from './useAutoHideHeader'

const useStyles = makeStyles({
  root: { display: 'flex', minHeight: '100vh', backgroundColor: tokens.colorNeutralBackground2 },
  nav: { flexShrink: 0, alignSelf: 'stretch', display: 'flex' },
  navFixed: { position: 'sticky', top: 0, alignSelf: 'flex-start' },
  main: { flexGrow: 1, minWidth: 0, display: 'flex', flexDirection: 'column' },
  content: {
    padding: tokens.spacingHorizontalL,
    flexGrow: 1,
    display: 'grid',
    alignContent: 'start',
    gap: tokens.spacingVerticalM,
    width: '100%',
    boxSizing: 'border-box',
  },
  fixedWidth: { maxWidth: '1200px', marginInline: 'auto' },
})

const fixedTitle = (path: string) => staffFixedPages.find((page) => page.path === path)?.title ?? ''

/** The staff shell (spec §2 Layout and shell): menu, header, tabs, breadcrumb, cached pages, footer, settings. */
export function BasicLayout() {
  const styles = useStyles()
  const navigate = useNavigate()
  const location = useLocation()
  const notify = useNotify()
  const mobile = useIsMobile()
  const phone = useIsPhone()
  const session = useSession()
  const settings = usePageSettings()
  const lightTheme = useBrandLightTheme()
  const darkTheme = useBrandDarkTheme()
  const pages = useMenuPages()
  const texts = useTexts()
  const [menuOpen, setMenuOpen] = useState(!mobile)
  const [settingsOpen, setSettingsOpen] = useState(false)
  const [passwordUser, setPasswordUser] = useState<string | null>(null)
  useEffect(() => setMenuOpen(!mobile), [mobile])

  const user = session.userInfo
  const menu = useSessionMenu() ?? NO_MENU
  const trail = useMemo(() => menuTrail(menu, location.pathname), [menu, location.pathname])
  const activeKey = location.pathname + location.search
  const tabs = useTabs({
    activeKey,
    routeTitle: trail.at(-1)?.title ?? fixedTitle(location.pathname),
    multipage: settings.multipage,
  })
  // The page's title in the chosen language (a tab keeps the title it was opened with).
  const title = texts.menu(location.pathname, tabs.title)
  const departSwitch = useDepartSwitch({
    username: user?.username ?? '',
    onSwitched: async (userInfo) => {
      sessionStore.updateUserInfo(userInfo)
      await sessionApi.loadPermissions()
    },
  })
  const headerHidden = useAutoHideHeader(settings.fixedHeader && settings.autoHideHeader)
  const topmenu = settings.layout === 'topmenu' && !mobile

  useEffect(() => {
    document.title = pageTitle(appConfig.platformName, title, location.pathname === HOME_TAB_KEY)
  }, [title, location.pathname])

  useEffect(() => {
    document.documentElement.style.filter = settings.colorWeak ? 'invert(80%)' : ''
    return () => {
      document.documentElement.style.filter = ''
    }
  }, [settings.colorWeak])

  function open(entry: MenuEntry) {
    if (entry.url && entry.internalOrExternal) window.open(entry.url, '_blank', 'noopener')
    else navigate(entry.path)
    if (mobile) setMenuOpen(false)
  }

  function changeSettings(change: Partial<PageSettings>) {
    if (change.primaryColor) {
      try {
        brandRamp(change.primaryColor)
      } catch {
        notify.error('Failed to update theme')
        return
      }
    }
    settingsStore.update(change)
  }

  function onTabAction(action: Parameters<typeof tabs.apply>[0], key: string) {
    const result = tabs.apply(action, key)
    if (!result.ok) notify.warning(result.message)
    else if (result.next) navigate(result.next)
  }

  // Uploads and saved advanced queries belong to the signed-in pages: their code stays off the login route.
  return (
    <AppUploadProvider>
      <UserSavedQueries>
        <PermissionProvider
          auth={session.permissions?.auth ?? []}
          allAuth={session.permissions?.allAuth ?? []}
        >
          <div className={styles.root}>
            {!topmenu && (
              <FluentProvider
                theme={settings.navTheme === 'dark' ? darkTheme : lightTheme}
                className={mergeClasses(styles.nav, settings.fixedSidebar && styles.navFixed)}
              >
                <SideMenu
                  entries={pages.entries}
                  selectedPath={location.pathname}
                  open={menuOpen}
                  mobile={mobile}
                  fixed={settings.fixedSidebar}
                  onOpenChange={setMenuOpen}
                  onSelect={open}
                />
              </FluentProvider>
            )}
            <div className={styles.main}>
              <GlobalHeader
                fixed={settings.fixedHeader}
                hidden={headerHidden}
                showHelp={!phone}
                menuToggle={topmenu ? undefined : { open: menuOpen, onToggle: () => setMenuOpen((o) => !o) }}
                start={
                  topmenu && (
                    <>
                      <Logo />
                      <TopMenu entries={pages.entries} selectedPath={location.pathname} onSelect={open} />
                    </>
                  )
                }
                end={
                  <>
                    {!phone && (
                      <MenuSearch
                        entries={pages.entries}
                        onOpen={(entry) =>
                          entry.url ? window.open(entry.url, '_blank', 'noopener') : open(entry)
                        }
                      />
                    )}
                    <LanguageSwitch />
                    <HeaderNotice userId={user?.id} token={session.token} pathOfPage={pages.pathOfPage} />
                    <UserDropdownSlot
                      realname={user?.realname || user?.username || ''}
                      avatar={user?.avatar ?? undefined}
                      onOpenSettings={() => setSettingsOpen(true)}
                      onChangePassword={() =>
                        user?.username
                          ? setPasswordUser(user.username)
                          : notify.warning('当前系统无登录用户!')
                      }
                      onSwitchDepart={() => void departSwitch.open()}
                    />
                  </>
                }
              />
              {settings.multipage && (
                <TabBar
                  tabs={tabs.tabs}
                  activeKey={activeKey}
                  onSelect={(key) => navigate(key)}
                  onAction={onTabAction}
                  onRefresh={tabs.refresh}
                />
              )}
              <main
                className={mergeClasses(
                  styles.content,
                  settings.contentWidth === 'Fixed' && topmenu && styles.fixedWidth,
                )}
              >
                {/* The page's one h1: its title as its tab names it (the tab and the breadcrumb show it). */}
                <HiddenHeading>{title}</HiddenHeading>
                <PageBreadcrumb trail={trail.length ? trail : [{ path: location.pathname, title }]} />
                <InShell value={true}>
                  <KeepAliveOutlet
                    activeKey={activeKey}
                    openKeys={tabs.tabs.map((tab) => tab.key)}
                    keepAlive={(key) => pages.routeOf(key.split('?')[0])?.keepAlive ?? false}
                    versions={tabs.versions}
                    setTitle={tabs.setTitle}
                  />
                </InShell>
              </main>
              <GlobalFooter />
            </div>
            <SettingDrawer
              open={settingsOpen}
              onOpenChange={setSettingsOpen}
              settings={settings}
              onChange={changeSettings}
              onReset={() => settingsStore.reset()}
            />
            <ChangePasswordDialog username={passwordUser} onClose={() => setPasswordUser(null)} />
            {departSwitch.dialog}
          </div>
        </PermissionProvider>
      </UserSavedQueries>
    </AppUploadProvider>
  )
}

function UserDropdownSlot(props: Omit<UserDropdownProps, 'api' | 'greeting'>) {
  const { t } = useTexts()
  return <UserDropdown {...props} api={sessionApi} greeting={t(greetingKey(new Date().getHours()))} />
}
