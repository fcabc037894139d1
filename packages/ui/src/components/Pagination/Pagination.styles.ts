import { makeStyles, tokens } from '@fluentui/react-components'

export const usePaginationStyles = makeStyles({
  root: {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'flex-end',
    flexWrap: 'wrap',
    gap: tokens.spacingHorizontalS,
  },
  sizes: { minWidth: '110px' },
  jumper: { width: '64px' },
})
