import { makeStyles, tokens } from '@fluentui/react-components'

export const usePickerFieldStyles = makeStyles({
  root: { display: 'flex', gap: tokens.spacingHorizontalS, alignItems: 'center', minWidth: 0 },
  input: { flex: '1 1 auto', minWidth: 0 },
  button: { flex: '0 0 auto' },
})
