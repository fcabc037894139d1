import { PorticoProvider } from '@portico/ui'
import { createBrowserRouter, RouterProvider } from 'react-router-dom'
import { http } from './api/http'
import { appConfig } from './config'
import { AppRoutes } from './router/AppRoutes'
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
        {/* The signed-in layouts add the upload and saved-query providers (their code loads with them). */}
        <RouterProvider router={router} />
      </PorticoProvider>
    </BrandThemeProvider>
  )
}
