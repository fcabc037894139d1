import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
} from '@fluentui/react-components'

/** 登录已过期: the only way on is to sign in again. */
export function SessionExpiredDialog({ onSignIn }: { onSignIn: () => void }) {
  return (
    <Dialog open modalType="alert">
      <DialogSurface>
        <DialogBody>
          <DialogTitle>登录已过期</DialogTitle>
          <DialogContent>很抱歉，登录已过期，请重新登录</DialogContent>
          <DialogActions>
            <Button appearance="primary" onClick={onSignIn}>
              重新登录
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  )
}
