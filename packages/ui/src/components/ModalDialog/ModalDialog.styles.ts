import { makeStyles, tokens } from '@fluentui/react-components'

export const useModalDialogStyles = makeStyles({
  // The width itself comes from the prop (inline); never wider than the window.
  surface: { maxWidth: 'calc(100vw - 48px)' },
  fullscreen: {
    width: '100vw',
    maxWidth: '100vw',
    height: '100vh',
    maxHeight: '100vh',
    borderRadius: 0,
  },
  fullscreenBody: { height: '100%', maxHeight: '100%' },
  titleActions: { display: 'flex', gap: tokens.spacingHorizontalXS },
})
