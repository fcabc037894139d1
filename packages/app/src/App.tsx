import { makeStaticStyles } from '@fluentui/react-components'
import { PorticoProvider } from '@portico/ui'
import { BrowserRouter } from 'react-router-dom'
import { http } from './api/http'
import { appConfig } from './config'
import { AppRoutes } from './router/AppRoutes'
import { HttpEventsBridge } from './shell/HttpEventsBridge'
import { BrandThemeProvider } from './shell/settings/BrandThemeProvider'

// Every screen fills the window edge to edge: no browser margin (a white frame and a 16 px scroll otherwise).
const useGlobalStyles = makeStaticStyles({ body: { margin: 0 } })

export function App() {
  useGlobalStyles()
  return (
    <BrandThemeProvider>
      <PorticoProvider http={http} endpoints={{ staticDomain: appConfig.staticDomainUrl }}>
        {/* The signed-in layouts add the upload and saved-query providers (their code loads with them). */}
        {/* A declarative router: the route tree below follows login and logout, and no data-router API is used. */}
        <BrowserRouter basename={appConfig.routerBasename}>
          <HttpEventsBridge />
          <AppRoutes />
        </BrowserRouter>
      </PorticoProvider>
    </BrandThemeProvider>
  )
}
