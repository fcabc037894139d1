import { makeStyles, Tab, TabList, tokens } from '@fluentui/react-components'
import type { LoginResult, SysTenant } from '@portico/contract'
import { useState } from 'react'
import { useNavigate, useSearchParams } from 'react-router-dom'
import { sessionApi } from '../../../api/sessionApi'
import { AppLink } from '../../../components/AppLink'
import { lazyNamed } from '../../../components/lazyNamed'
import { appConfig } from '../../../config'
import { sessionStore } from '../../../session/sessionStore'
import { LoginForm } from './LoginForm'
import { PhoneLoginForm } from './PhoneLoginForm'

// Only users of several tenants see the picker (and its dropdown code).
const TenantPicker = lazyNamed(() => import('./TenantPicker'), 'TenantPicker')

const useStyles = makeStyles({
  root: { display: 'grid', gap: tokens.spacingVerticalL },
  links: { display: 'flex', justifyContent: 'space-between' },
})

type Mode = 'account' | 'phone'

/** 账户密码登录 / 手机号登录, then the tenant choice for users of several tenants (spec §2 Login views). */
export default function LoginPage() {
  const styles = useStyles()
  const navigate = useNavigate()
  const [params] = useSearchParams()
  const [mode, setMode] = useState<Mode>('account')
  const [pending, setPending] = useState<LoginResult | null>(null)

  // The session is stored only once the tenant is known: a stored session sends the guard to the default page.
  function enter(result: LoginResult, tenant?: SysTenant) {
    sessionStore.setTenant(tenant?.id ?? null)
    sessionStore.signInStaff(result)
    navigate(params.get('redirect') ?? appConfig.defaultStaffPage, { replace: true })
  }

  function loggedIn(result: LoginResult) {
    const list = result.tenantList ?? []
    if (list.length > 1) return setPending(result)
    enter(result, list[0])
  }

  if (pending)
    return (
      <TenantPicker
        tenants={pending.tenantList ?? []}
        preferred={sessionStore.tenantId()}
        onPick={(tenant) => enter(pending, tenant)}
      />
    )

  return (
    <div className={styles.root}>
      <TabList
        selectedValue={mode}
        onTabSelect={(_, data) => setMode(data.value as Mode)}
        aria-label="登录方式"
      >
        <Tab value="account">账户密码登录</Tab>
        <Tab value="phone">手机号登录</Tab>
      </TabList>
      {mode === 'account' ? (
        <LoginForm
          loadCaptcha={sessionApi.captcha}
          login={(request) => sessionApi.login(request, { signIn: false })}
          onLoggedIn={loggedIn}
        />
      ) : (
        <PhoneLoginForm
          loadCaptcha={sessionApi.captcha}
          sendCode={(mobile, answer) => sessionApi.sendSms(mobile, '0', answer)}
          login={(mobile, code) => sessionApi.phoneLogin(mobile, code, { signIn: false })}
          onLoggedIn={loggedIn}
        />
      )}
      <nav className={styles.links} aria-label="账户">
        <AppLink to="/user/alteration">忘记密码</AppLink>
        <AppLink to="/user/register">注册账户</AppLink>
      </nav>
    </div>
  )
}
