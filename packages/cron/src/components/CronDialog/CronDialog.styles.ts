import { makeStyles } from '@fluentui/react-components'

export const useCronDialogStyles = makeStyles({
  /** Specification §2: the cron builder dialog is 608 wide. */
  surface: { width: '608px', maxWidth: 'calc(100vw - 32px)' },
})
