import { makeStyles, tokens } from '@fluentui/react-components'

/** A message in place of a page (not built yet, failed to render): centred, with room around it. */
export const useMessagePanelStyles = makeStyles({
  root: {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    gap: tokens.spacingVerticalM,
    padding: '64px 24px',
    textAlign: 'center',
  },
})
