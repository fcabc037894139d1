import { UserSavedQueries } from '@portico/query-builder'
import { PorticoProvider } from '@portico/ui'
import { createBrowserRouter, RouterProvider } from 'react-router-dom'
import { http } from './api/http'
import { appConfig } from './config'
import { AppRoutes } from './router/AppRoutes'
import { AppUploadProvider } from './shell/AppUploadProvider'
import { HttpEventsBridge } from './shell/HttpEventsBridge'
import { BrandThemeProvider } from './shell/settings/BrandThemeProvider'

/**
 * One catch-all data route hosts the shell; the session-dependent route tree (fixed routes plus
 * the server menu) is rendered below it as descendant routes, so it follows login and logout.
 */
const router = createBrowserRouter(
  [
    {
      path: '*',
      element: (
        <>
          <HttpEventsBridge />
          <AppRoutes />
        </>
      ),
    },
  ],
  { basename: appConfig.routerBasename },
)

export function App() {
  return (
    <BrandThemeProvider>
      <PorticoProvider http={http} endpoints={{ staticDomain: appConfig.staticDomainUrl }}>
        <AppUploadProvider>
          {/* Saved advanced queries follow the user to any browser. */}
          <UserSavedQueries>
            <RouterProvider router={router} />
          </UserSavedQueries>
        </AppUploadProvider>
      </PorticoProvider>
    </BrandThemeProvider>
  )
}
