import { Button, MessageBar, MessageBarBody, makeStyles, Spinner, tokens } from '@fluentui/react-components'
import { useEffect, useRef, useState } from 'react'
import { useNavigate, useSearchParams } from 'react-router-dom'
import { sessionApi } from '../../../api/sessionApi'
import { messageOf } from '../../../components/form/messageOf'
import { appConfig } from '../../../config'

const useStyles = makeStyles({ root: { display: 'grid', gap: tokens.spacingVerticalL } })

type Exchange = (params: URLSearchParams) => Promise<unknown>

/** Third-party login landing: ?token=…&thirdType=… (a one-time token for GET /sys/thirdLogin/getLoginUser). */
export const thirdPartyExchange: Exchange = (params) => {
  const token = params.get('token')
  const thirdType = params.get('thirdType')
  if (!token || !thirdType) return Promise.reject({ message: '第三方登录参数不完整' })
  return sessionApi.thirdPartyLogin(token, thirdType)
}

/** CAS landing: the CAS server sends the user back here with ?ticket=…; this page is the service url. */
export const casExchange: Exchange = (params) => {
  const ticket = params.get('ticket')
  if (!ticket) return Promise.reject({ message: '缺少 CAS 票据 ticket' })
  const service = `${window.location.origin}${window.location.pathname}`
  return sessionApi.casLogin(ticket, service)
}

/** Signs in with what an external login sent back, then opens the default page; failures say why. */
function ExternalLoginPage({ exchange, title }: { exchange: Exchange; title: string }) {
  const styles = useStyles()
  const navigate = useNavigate()
  const [params] = useSearchParams()
  const [error, setError] = useState<string | null>(null)
  const started = useRef(false)

  useEffect(() => {
    // A one-time token must be exchanged exactly once, even under StrictMode's double effects.
    if (started.current) return
    started.current = true
    exchange(params)
      .then(() => navigate(appConfig.defaultStaffPage, { replace: true }))
      .catch((failure: unknown) => setError(messageOf(failure, `${title}失败`)))
  }, [exchange, params, navigate, title])

  return (
    <section className={styles.root} aria-label={title}>
      {error ? (
        <>
          <MessageBar intent="error">
            <MessageBarBody>{error}</MessageBarBody>
          </MessageBar>
          <Button appearance="primary" onClick={() => navigate('/user/login', { replace: true })}>
            返回登录
          </Button>
        </>
      ) : (
        <Spinner label={`${title}中…`} />
      )}
    </section>
  )
}

export function ThirdPartyLoginPage() {
  return <ExternalLoginPage exchange={thirdPartyExchange} title="第三方登录" />
}

export function CasLoginPage() {
  return <ExternalLoginPage exchange={casExchange} title="CAS 登录" />
}
