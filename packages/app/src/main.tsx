import { createDOMRenderer, RendererProvider } from '@fluentui/react-components'
import { cspNonce } from '@portico/ui'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { App } from './App'
import { localeReady } from './i18n'

// The page's CSP allows <style> elements only with this load's nonce: Fluent's runtime styles carry it.
const nonce = cspNonce()
const renderer = createDOMRenderer(document, nonce ? { styleElementAttributes: { nonce } } : {})

// The English catalogue is loaded apart: a user who chose English waits for it rather than see Chinese first.
await localeReady

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <RendererProvider renderer={renderer} targetDocument={document}>
      <App />
    </RendererProvider>
  </StrictMode>,
)
