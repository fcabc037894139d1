import { makeStyles, tokens } from '@fluentui/react-components'

export const usePopupReportStyles = makeStyles({
  queryControl: { width: '180px' },
  range: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXXS,
    border: 'none',
    margin: 0,
    padding: 0,
    minWidth: 0,
  },
  legend: { padding: 0 },
  rangeInputs: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalXS },
  configError: { color: tokens.colorPaletteRedForeground1 },
})
