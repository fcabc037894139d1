import { makeStyles, tokens } from '@fluentui/react-components'

export const useSuperQueryButtonStyles = makeStyles({
  root: { display: 'inline-flex', alignItems: 'center', gap: tokens.spacingHorizontalS },
})
