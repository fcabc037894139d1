import { makeStyles, tokens } from '@fluentui/react-components'

export const uploadAwareButtonClassNames = {
  reason: 'portico-UploadAwareButton__reason',
} as const

export const useUploadAwareButtonStyles = makeStyles({
  reason: {
    alignSelf: 'center',
    color: tokens.colorNeutralForeground2,
    fontSize: tokens.fontSizeBase200,
  },
})
