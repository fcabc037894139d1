export { SubmitDialog, type SubmitDialogProps } from './SubmitDialog'
