import { Button, Field, FluentProvider, Input, webLightTheme } from '@fluentui/react-components'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'

/** The floor of bench:login: a bare Fluent login form (two fields and a button), nothing else. */
function LoginForm() {
  return (
    <form
      aria-label="登录"
      onSubmit={(event) => event.preventDefault()}
      style={{ display: 'grid', gap: 16, maxWidth: 368 }}
    >
      <Field label="用户账号" required>
        <Input size="large" autoComplete="username" />
      </Field>
      <Field label="密码" required>
        <Input size="large" type="password" autoComplete="current-password" />
      </Field>
      <Button appearance="primary" size="large" type="submit">
        登录
      </Button>
    </form>
  )
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <FluentProvider theme={webLightTheme}>
      <LoginForm />
    </FluentProvider>
  </StrictMode>,
)
