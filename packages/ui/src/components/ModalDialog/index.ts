export { ModalDialog } from './ModalDialog'
export type { ModalDialogProps } from './ModalDialog.types'
