import { Spinner } from '@fluentui/react-components'
import { lazy, Suspense, useEffect, useMemo } from 'react'
import { Navigate, Route, Routes, useLocation } from 'react-router-dom'
import { sessionApi } from '../api/sessionApi'
import { appConfig } from '../config'
import { UserLayout } from '../layouts/UserLayout'
import { useSession } from '../session/useSession'
import { ExceptionPage } from '../views/exception/ExceptionPage'
import { NotBuiltYet } from '../views/NotBuiltYet'
import { portalViews } from '../views/portal/portalViews'
import LoginPage from '../views/user/Login/LoginPage'

const RegisterPage = lazy(() => import('../views/user/Register/RegisterPage'))
const RegisterResultPage = lazy(() => import('../views/user/Register/RegisterResultPage'))
const AlterationPage = lazy(() => import('../views/user/Alteration/AlterationPage'))
const ThirdPartyLoginPage = lazyNamed(
  () => import('../views/user/ExternalLogin/ExternalLoginPage'),
  'ThirdPartyLoginPage',
)
const CasLoginPage = lazyNamed(() => import('../views/user/ExternalLogin/ExternalLoginPage'), 'CasLoginPage')
// The back office shell and the portal frame load only once a route needs them, so the login page stays light.
const BasicLayout = lazyNamed(() => import('../layouts/BasicLayout/BasicLayout'), 'BasicLayout')
const PortalLayout = lazyNamed(() => import('../views/portal/layout/PortalLayout'), 'PortalLayout')
const ZhaopinLanding = lazy(() => import('../views/portal/ZhaopinLanding'))
const TrackPage = lazy(() => import('../views/track/TrackPage'))
const RegisteredView = lazyNamed(() => import('./RegisteredView'), 'RegisteredView')

import { lazyNamed } from '../components/lazyNamed'
import { PageErrorBoundary } from '../components/PageErrorBoundary'
import { menuToRoutes } from '../navigation/menuRoutes'
import { portalPages, staffFixedPages } from '../navigation/portalRoutes'
import { TRACK_PATH } from './guards'
import { NavigationGuard } from './NavigationGuard'

const loading = <Spinner label="加载中…" style={{ padding: 48 }} />

/** Fixed routes of spec §2 plus the staff pages built from the server menu. */
export function AppRoutes() {
  const session = useSession()
  const { pathname } = useLocation()
  const waitingForMenu = session.kind === 'staff' && !session.permissions

  useEffect(() => {
    if (waitingForMenu) sessionApi.loadPermissions().catch(() => undefined)
  }, [waitingForMenu])

  const menuRoutes = useMemo(
    () =>
      session.permissions
        ? menuToRoutes(session.permissions.menu, session.permissions.auth, {
            domianURL: appConfig.apiBaseUrl,
          })
        : [],
    [session.permissions],
  )

  if (waitingForMenu) return loading

  return (
    <PageErrorBoundary resetKey={pathname}>
      <Suspense fallback={loading}>
        <Routes>
          <Route element={<NavigationGuard />}>
            <Route path="/user" element={<UserLayout />}>
              <Route index element={<Navigate to="/user/login" replace />} />
              <Route path="login" element={<LoginPage />} />
              <Route path="register" element={<RegisterPage />} />
              <Route path="register-result" element={<RegisterResultPage />} />
              <Route path="alteration" element={<AlterationPage />} />
              <Route path="third-login" element={<ThirdPartyLoginPage />} />
              <Route path="cas" element={<CasLoginPage />} />
            </Route>
            <Route path="/test" element={<Navigate to="/test/home" replace />} />
            <Route path="/zhaopin" element={<ZhaopinLanding />} />
            <Route path={TRACK_PATH} element={<TrackPage />} />
            <Route path="/zhaopin/home" element={<Navigate to="/zhaopin/home/company" replace />} />
            <Route element={<PortalLayout />}>
              {portalPages
                .filter((page) => portalViews[page.path])
                .map((page) => {
                  const View = portalViews[page.path]
                  return <Route key={page.path} path={page.path} element={<View />} />
                })}
            </Route>
            {portalPages
              .filter((page) => !portalViews[page.path])
              .map((page) => (
                <Route key={page.path} path={page.path} element={<NotBuiltYet title={page.title} />} />
              ))}
            <Route path="/403" element={<ExceptionPage type={403} />} />
            <Route path="/404" element={<ExceptionPage type={404} />} />
            <Route path="/500" element={<ExceptionPage type={500} />} />
            <Route element={<BasicLayout />}>
              <Route path="/" element={<Navigate to={appConfig.defaultStaffPage} replace />} />
              {menuRoutes.map((route) => (
                <Route
                  key={route.path}
                  path={route.path}
                  element={<RegisteredView component={route.component} title={route.title} />}
                />
              ))}
              {staffFixedPages
                .filter((page) => !menuRoutes.some((route) => route.path === page.path))
                .map((page) => (
                  <Route
                    key={page.path}
                    path={page.path}
                    element={<RegisteredView component={page.component} title={page.title} />}
                  />
                ))}
            </Route>
            <Route path="*" element={<Navigate to="/404" replace />} />
          </Route>
        </Routes>
      </Suspense>
    </PageErrorBoundary>
  )
}
