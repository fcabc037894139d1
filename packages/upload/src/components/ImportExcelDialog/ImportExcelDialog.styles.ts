import { makeStyles, tokens } from '@fluentui/react-components'

export const IMPORT_DIALOG_WIDTH = 600

export const useImportExcelDialogStyles = makeStyles({
  surface: { width: `${IMPORT_DIALOG_WIDTH}px`, maxWidth: 'calc(100vw - 32px)' },
  body: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  row: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalM },
})
