export {
  DETAIL_DIALOG_WIDTH,
  DetailDialog,
  type DetailDialogProps,
} from './DetailDialog'
