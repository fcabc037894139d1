import { makeStyles } from '@fluentui/react-components'

export const FILE_POPUP_WIDTH = 520

export const useFilePopupStyles = makeStyles({
  surface: { width: `${FILE_POPUP_WIDTH}px`, maxWidth: 'calc(100vw - 32px)' },
})
