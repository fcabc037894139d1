import { useNotify } from '@portico/ui'
import { Suspense, useEffect, useState } from 'react'
import { httpEvents } from '../api/httpEvents'
import { lazyNamed } from '../components/lazyNamed'
import { sessionStore } from '../session/sessionStore'

// Fetched only when a session expires, so the dialog code stays off the first page.
const SessionExpiredDialog = lazyNamed(() => import('./SessionExpiredDialog'), 'SessionExpiredDialog')

const RELOAD_DELAY_MS = 1500

/** Shows what the http layer announces (spec §8): notifications, logout on 401, and the 登录已过期 dialog. */
export function HttpEventsBridge() {
  const notify = useNotify()
  const [expired, setExpired] = useState(false)

  useEffect(
    () =>
      httpEvents.subscribe((event) => {
        switch (event.type) {
          case 'notify':
            if (event.level === 'warning') notify.warning(event.message)
            else notify.error(event.message, event.title)
            break
          case 'unauthorized':
            notify.error(event.message, '系统提示')
            sessionStore.clear()
            window.setTimeout(() => window.location.reload(), RELOAD_DELAY_MS)
            break
          case 'expired':
            setExpired(true)
            break
        }
      }),
    [notify],
  )

  function signInAgain() {
    sessionStore.clear()
    window.location.reload()
  }

  return (
    expired && (
      <Suspense fallback={null}>
        <SessionExpiredDialog onSignIn={signInAgain} />
      </Suspense>
    )
  )
}
