import {
  Body1,
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  makeStyles,
} from '@fluentui/react-components'
import { Dismiss24Regular } from '@fluentui/react-icons'
import { useNotify } from '@portico/ui'
import type { AccountDialog } from '../layout/PortalContext'
import { recruitApi } from '../recruitApi'
import { ForgotPasswordForm } from './ForgotPasswordForm'
import { PortalLoginForm } from './PortalLoginForm'
import { PortalRegisterForm } from './PortalRegisterForm'
import { ResetPhoneForm } from './ResetPhoneForm'
import { UpdatePasswordForm } from './UpdatePasswordForm'

const useStyles = makeStyles({
  surface: {
    width: '440px',
    maxWidth: 'calc(100vw - 24px)',
    '@media (max-width: 767.99px)': { padding: '16px' },
    // Fluent's surface spans the whole screen under 480px; keep a margin round the rounded corners.
    '@media screen and (max-width: 480px)': { maxWidth: 'calc(100vw - 24px)' },
  },
})

const TITLES: Record<AccountDialog, string> = {
  login: '登录',
  register: '注册',
  forgot: '忘记密码',
  password: '修改密码',
  phone: '更换手机号',
  logout: '退出登录',
}

/** The portal's account screens, as dialogs over whatever page the visitor is on. */
export function AccountDialogs({
  dialog,
  onOpen,
  onClose,
  onLoggedOut,
}: {
  dialog: AccountDialog | null
  onOpen: (dialog: AccountDialog) => void
  onClose: () => void
  onLoggedOut: () => void
}) {
  const styles = useStyles()
  const notify = useNotify()
  const done = (message: string) => {
    notify.success(message)
    onClose()
  }

  function content(which: AccountDialog) {
    switch (which) {
      case 'login':
        return (
          <PortalLoginForm
            onDone={() => done('登录成功')}
            onForgot={() => onOpen('forgot')}
            onRegister={() => onOpen('register')}
          />
        )
      case 'register':
        return <PortalRegisterForm onDone={() => done('注册成功，已为您登录')} />
      case 'forgot':
        return (
          <ForgotPasswordForm
            onDone={(message) => {
              notify.success(message)
              onOpen('login')
            }}
          />
        )
      case 'password':
        return <UpdatePasswordForm onDone={done} />
      case 'phone':
        return <ResetPhoneForm onDone={done} />
      case 'logout':
        return (
          <>
            <Body1>确定要退出登录吗？</Body1>
            <DialogActions>
              <Button onClick={onClose}>取消</Button>
              <Button
                appearance="primary"
                onClick={async () => {
                  await recruitApi.logout().catch(() => undefined)
                  done('已退出登录')
                  onLoggedOut()
                }}
              >
                退出登录
              </Button>
            </DialogActions>
          </>
        )
    }
  }

  return (
    <Dialog open={dialog !== null} onOpenChange={(_, data) => !data.open && onClose()}>
      <DialogSurface className={styles.surface}>
        {dialog && (
          <DialogBody>
            <DialogTitle
              action={
                <Button appearance="subtle" aria-label="关闭" icon={<Dismiss24Regular />} onClick={onClose} />
              }
            >
              {TITLES[dialog]}
            </DialogTitle>
            <DialogContent>{content(dialog)}</DialogContent>
          </DialogBody>
        )}
      </DialogSurface>
    </Dialog>
  )
}
