import { makeStyles, tokens } from '@fluentui/react-components'
import { useCallback, useEffect, useMemo, useState } from 'react'
import { Outlet, useLocation, useNavigate, useSearchParams } from 'react-router-dom'
import { AppUploadProvider } from '../../../components/AppUploadProvider'
import { pageTitle } from '../../../components/pageTitle'
import { portalPages } from '../../../navigation/portalRoutes'
import { useSession } from '../../../session/useSession'
import { AccountDialogs } from '../account/AccountDialogs'
import { recruitApi } from '../recruitApi'
import { type AccountDialog, PortalContext } from './PortalContext'
import { PortalFooter } from './PortalFooter'
import { PortalHeader } from './PortalHeader'
import { PORTAL_NAME } from './portalNav'
import { useUnreadCount } from './useUnreadCount'

const useStyles = makeStyles({
  root: {
    minHeight: '100vh',
    display: 'flex',
    flexDirection: 'column',
    backgroundColor: tokens.colorNeutralBackground2,
  },
  main: {
    flex: 1,
    width: '100%',
    maxWidth: '1200px',
    boxSizing: 'border-box',
    margin: '0 auto',
    padding: `${tokens.spacingVerticalXL} ${tokens.spacingHorizontalL}`,
    '@media (max-width: 767.99px)': { padding: `${tokens.spacingVerticalM} ${tokens.spacingHorizontalS}` },
  },
})

const DIALOGS: readonly string[] = ['login', 'register', 'forgot', 'password', 'phone', 'logout']

/**
 * The portal's frame: header (organisation, navigation, login/register or the interviewee's menu), the page and a
 * footer. `?dialog=login` (or register, forgot) opens that account dialog, so other pages can send visitors there.
 */
export function PortalLayout() {
  const styles = useStyles()
  const session = useSession()
  const location = useLocation()
  const navigate = useNavigate()
  const [params, setParams] = useSearchParams()
  const [dialog, setDialog] = useState<AccountDialog | null>(null)
  const signedIn = session.kind === 'interviewee'
  const title = portalPages.find((page) => page.path === location.pathname)?.title ?? PORTAL_NAME
  const { unread, refresh } = useUnreadCount(signedIn, location.pathname)

  // The careers site's tab carries the company's name (公司信息), not the back office's.
  const [company, setCompany] = useState<string | null>(null)
  useEffect(() => {
    recruitApi.company().then(
      (profile) => setCompany(profile.name || null),
      () => setCompany(null),
    )
  }, [])
  useEffect(() => {
    document.title = pageTitle(company ?? PORTAL_NAME, title, false)
  }, [company, title])

  useEffect(() => {
    const asked = params.get('dialog')
    if (asked && DIALOGS.includes(asked)) {
      setDialog(asked as AccountDialog)
      const rest = new URLSearchParams(params)
      rest.delete('dialog')
      setParams(rest, { replace: true })
    }
  }, [params, setParams])

  const close = useCallback(() => setDialog(null), [])
  const context = useMemo(
    () => ({ openDialog: setDialog, unread, refreshUnread: refresh }),
    [unread, refresh],
  )

  return (
    <AppUploadProvider>
      <PortalContext.Provider value={context}>
        <div className={styles.root}>
          <PortalHeader signedIn={signedIn} />
          <main className={styles.main} aria-label={title}>
            <Outlet />
          </main>
          <PortalFooter />
        </div>
        <AccountDialogs
          dialog={dialog}
          onOpen={setDialog}
          onClose={close}
          onLoggedOut={() => navigate('/zhaopin/home/company')}
        />
      </PortalContext.Provider>
    </AppUploadProvider>
  )
}
