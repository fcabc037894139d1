import { makeStyles, tokens } from '@fluentui/react-components'

export const useDetailListStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  title: { margin: 0 },
  list: {
    display: 'grid',
    columnGap: tokens.spacingHorizontalXXL,
    rowGap: tokens.spacingVerticalS,
    margin: 0,
    // The column count comes from the component as a custom property.
    gridTemplateColumns: 'repeat(var(--detail-list-columns, 3), minmax(0, 1fr))',
    // Spec: the second breakpoint (767.99px) stacks the list.
    '@media (max-width: 767.99px)': { gridTemplateColumns: 'minmax(0, 1fr)' },
  },
  item: { display: 'flex', gap: tokens.spacingHorizontalS, minWidth: 0 },
  vertical: { flexDirection: 'column', gap: tokens.spacingVerticalXXS },
  term: {
    flex: '0 0 auto',
    color: tokens.colorNeutralForeground2,
    '::after': { content: '"："' },
  },
  description: { margin: 0, minWidth: 0, overflowWrap: 'anywhere', color: tokens.colorNeutralForeground1 },
})
