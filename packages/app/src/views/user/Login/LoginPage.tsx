import { useNavigate, useSearchParams } from 'react-router-dom'
import { sessionApi } from '../../../api/sessionApi'
import { appConfig } from '../../../config'
import { LoginForm } from './LoginForm'

export default function LoginPage() {
  const navigate = useNavigate()
  const [params] = useSearchParams()
  return (
    <LoginForm
      loadCaptcha={sessionApi.captcha}
      login={sessionApi.login}
      onLoggedIn={() => navigate(params.get('redirect') ?? appConfig.defaultStaffPage, { replace: true })}
    />
  )
}
