import { makeStyles, tokens } from '@fluentui/react-components'

export const useUploadCellStyles = makeStyles({
  root: { display: 'inline-flex', alignItems: 'center', gap: tokens.spacingHorizontalXS, minHeight: '24px' },
  status: { display: 'inline-flex', alignItems: 'center', fontSize: '16px' },
  done: { color: tokens.colorPaletteGreenForeground1 },
  error: { color: tokens.colorPaletteRedForeground1 },
  thumb: { width: '24px', height: '24px', objectFit: 'cover' },
  name: { maxWidth: '7em', overflow: 'hidden', whiteSpace: 'nowrap' },
})
