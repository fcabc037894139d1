import { makeStyles, tokens } from '@fluentui/react-components'

export const useDictCheckboxStyles = makeStyles({
  // A bare fieldset: the group's name comes from the surrounding Field's label.
  root: {
    display: 'flex',
    flexWrap: 'wrap',
    columnGap: tokens.spacingHorizontalS,
    border: 'none',
    margin: 0,
    padding: 0,
    minWidth: 0,
  },
})
