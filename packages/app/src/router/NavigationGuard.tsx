import { Navigate, Outlet, useLocation } from 'react-router-dom'
import { appConfig } from '../config'
import { useSession } from '../session/useSession'
import { decideNavigation } from './guards'

/** Applies the guards of spec §2 to every navigation. */
export function NavigationGuard() {
  const location = useLocation()
  const session = useSession()
  const decision = decideNavigation(location.pathname, session.kind, appConfig.defaultStaffPage)
  if (!decision.allow) {
    const redirect =
      decision.redirect === '/user/login'
        ? `${decision.redirect}?redirect=${encodeURIComponent(location.pathname)}`
        : decision.redirect
    return <Navigate to={redirect} replace />
  }
  return <Outlet />
}
