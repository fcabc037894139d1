import { FluentProvider, webLightTheme } from '@fluentui/react-components'
import { PorticoProvider } from '@portico/ui'
import { BrowserRouter } from 'react-router-dom'
import { http } from './api/http'
import { appConfig } from './config'
import { AppRoutes } from './router/AppRoutes'
import { HttpEventsBridge } from './shell/HttpEventsBridge'

export function App() {
  return (
    <FluentProvider theme={webLightTheme}>
      <PorticoProvider http={http} endpoints={{ staticDomain: appConfig.staticDomainUrl }}>
        <BrowserRouter basename="/recruit-app">
          <HttpEventsBridge />
          <AppRoutes />
        </BrowserRouter>
      </PorticoProvider>
    </FluentProvider>
  )
}
