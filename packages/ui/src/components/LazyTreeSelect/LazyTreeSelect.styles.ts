import { makeStyles, tokens } from '@fluentui/react-components'

export const useLazyTreeSelectStyles = makeStyles({
  trigger: { width: '100%', justifyContent: 'space-between', fontWeight: tokens.fontWeightRegular },
  placeholder: { color: tokens.colorNeutralForeground3 },
  // Spec §9: a tree dropdown is at most 400px high.
  surface: { maxHeight: '400px', overflowY: 'auto', minWidth: '240px', padding: tokens.spacingVerticalS },
})
