import { makeStyles, tokens } from '@fluentui/react-components'
import { editorFrame, editorFrameDisabled, editorFrameFocused } from '../../styles/editorFrame'

export const codeEditorClassNames = {
  root: 'portico-CodeEditor',
  header: 'portico-CodeEditor__header',
  editor: 'portico-CodeEditor__editor',
} as const

export const useCodeEditorStyles = makeStyles({
  root: {
    ...editorFrame,
    ':focus-within': {
      ...editorFrameFocused,
      outlineWidth: tokens.strokeWidthThin,
      outlineStyle: 'solid',
      outlineColor: tokens.colorBrandStroke1,
    },
  },
  disabled: {
    ...editorFrameDisabled,
    '& .cm-editor': {
      color: tokens.colorNeutralForegroundDisabled,
      backgroundColor: tokens.colorNeutralBackgroundDisabled,
    },
  },
  fullScreen: {
    position: 'fixed',
    top: '10px',
    left: '10px',
    width: 'calc(100% - 20px)',
    height: 'calc(100% - 20px)',
    boxShadow: tokens.shadow28,
  },
  header: {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'flex-end',
    columnGap: tokens.spacingHorizontalS,
    padding: `${tokens.spacingVerticalXXS} ${tokens.spacingHorizontalXS}`,
    borderBottom: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    backgroundColor: tokens.colorNeutralBackground2,
  },
  languageSelect: { maxWidth: '150px' },
  editor: { minHeight: 0, overflow: 'hidden' },
  editorFullScreen: { flexGrow: 1 },
})
