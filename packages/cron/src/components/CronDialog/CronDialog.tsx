import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  type DialogProps,
  DialogSurface,
  DialogTitle,
  DialogTrigger,
} from '@fluentui/react-components'
import { CronBuilder } from '../CronBuilder/CronBuilder'
import { useCronDialogStyles } from './CronDialog.styles'
import type { CronDialogProps } from './CronDialog.types'
import { useCronDialogState } from './useCronDialogState'

/** The cron builder in a 608-wide dialog; 确定 emits the expression and stays disabled while it is invalid. */
export function CronDialog(props: CronDialogProps) {
  const state = useCronDialogState(props)
  const styles = useCronDialogStyles()
  const surface = (
    <DialogSurface className={styles.surface}>
      <DialogBody>
        <DialogTitle>{props.title ?? 'Cron表达式'}</DialogTitle>
        <DialogContent>
          <CronBuilder value={state.draft} onChange={state.onDraftChange} now={props.now} />
        </DialogContent>
        <DialogActions>
          <Button appearance="primary" disabledFocusable={!state.validity.valid} onClick={state.confirm}>
            确定
          </Button>
          <Button appearance="secondary" onClick={state.cancel}>
            取消
          </Button>
        </DialogActions>
      </DialogBody>
    </DialogSurface>
  )
  const onOpenChange: DialogProps['onOpenChange'] = (_, data) =>
    data.open ? state.setOpen(true) : state.cancel()
  if (!props.trigger) {
    return (
      <Dialog open={state.open} onOpenChange={onOpenChange}>
        {surface}
      </Dialog>
    )
  }
  return (
    <Dialog open={state.open} onOpenChange={onOpenChange}>
      <DialogTrigger disableButtonEnhancement>{props.trigger}</DialogTrigger>
      {surface}
    </Dialog>
  )
}
