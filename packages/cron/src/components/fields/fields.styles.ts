import { makeStyles, tokens } from '@fluentui/react-components'

export const useFieldStyles = makeStyles({
  row: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    columnGap: tokens.spacingHorizontalS,
    rowGap: tokens.spacingVerticalXS,
    minHeight: '36px',
    // RadioGroup aligns its children to the start; rows take the whole width so the value grids can.
    alignSelf: 'stretch',
  },
  number: { width: '88px' },
  weekday: { minWidth: 'unset', width: '112px' },
  grid: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(64px, 1fr))',
    maxHeight: '168px',
    overflowY: 'auto',
    flexBasis: '100%',
    flexGrow: 1,
    width: '100%',
    paddingLeft: tokens.spacingHorizontalXXL,
    boxSizing: 'border-box',
    margin: 0,
    border: 'none',
    paddingTop: 0,
    paddingBottom: 0,
    paddingRight: 0,
    minWidth: 0,
  },
  wideGrid: { gridTemplateColumns: 'repeat(auto-fill, minmax(88px, 1fr))' },
})
