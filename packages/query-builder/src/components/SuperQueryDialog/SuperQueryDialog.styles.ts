import { makeStyles, tokens } from '@fluentui/react-components'

export const SUPER_QUERY_DIALOG_WIDTH = 1000

export const useSuperQueryDialogStyles = makeStyles({
  surface: { width: `${SUPER_QUERY_DIALOG_WIDTH}px`, maxWidth: 'calc(100vw - 32px)' },
  layout: {
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 1fr) 220px',
    gap: tokens.spacingHorizontalL,
    minHeight: '280px',
  },
  conditions: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  matchType: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS },
  rows: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, margin: 0, padding: 0 },
  row: {
    display: 'grid',
    gridTemplateColumns: '180px 130px minmax(0, 1fr) auto',
    gap: tokens.spacingHorizontalS,
    alignItems: 'center',
    listStyleType: 'none',
  },
  rowButtons: { display: 'flex', gap: tokens.spacingHorizontalXS },
  empty: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS },
  panel: {
    borderLeft: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    paddingLeft: tokens.spacingHorizontalM,
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
  },
  savedList: {
    margin: 0,
    padding: 0,
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXXS,
  },
  savedItem: { display: 'flex', alignItems: 'center', listStyleType: 'none' },
  savedTitle: { flexGrow: 1, justifyContent: 'flex-start', minWidth: 0 },
})
