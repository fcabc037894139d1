import { makeStyles, tokens } from '@fluentui/react-components'

export const useSelectionModalStyles = makeStyles({
  body: {
    display: 'flex',
    gap: tokens.spacingHorizontalM,
    alignItems: 'flex-start',
    minHeight: '240px',
  },
  aside: {
    flex: '0 0 25%',
    minWidth: 0,
    maxHeight: '480px',
    overflowY: 'auto',
    backgroundColor: tokens.colorNeutralBackground2,
    borderRadius: tokens.borderRadiusMedium,
    padding: tokens.spacingVerticalS,
  },
  main: {
    flex: '1 1 auto',
    minWidth: 0,
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
  },
  chosen: {
    flex: '0 0 30%',
    minWidth: 0,
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXS,
  },
  toolbar: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'flex-end',
    gap: tokens.spacingHorizontalS,
  },
  searchInput: { width: '180px' },
})

export const useSelectionTableStyles = makeStyles({
  region: {
    minHeight: '96px',
    maxHeight: '420px',
    overflowY: 'auto',
  },
  row: { cursor: 'pointer' },
  chosen: { backgroundColor: tokens.colorBrandBackground2 },
  select: { width: '44px' },
  empty: { padding: tokens.spacingVerticalXL },
  hidden: {
    position: 'absolute',
    width: '1px',
    height: '1px',
    margin: '-1px',
    overflow: 'hidden',
    clip: 'rect(0 0 0 0)',
    whiteSpace: 'nowrap',
  },
})
