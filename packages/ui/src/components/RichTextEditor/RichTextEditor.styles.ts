import { makeStyles, tokens } from '@fluentui/react-components'
import { editorFrame, editorFrameDisabled } from '../../styles/editorFrame'
import { richTextClassNames as rte } from './editorTheme'

export const richTextEditorClassNames = {
  root: 'portico-RichTextEditor',
  toolbar: 'portico-RichTextEditor__toolbar',
  content: 'portico-RichTextEditor__content',
} as const

export const useRichTextEditorStyles = makeStyles({
  root: editorFrame,
  disabled: {
    ...editorFrameDisabled,
    backgroundColor: tokens.colorNeutralBackgroundDisabled,
    color: tokens.colorNeutralForegroundDisabled,
  },
  fullScreen: {
    position: 'fixed',
    top: 0,
    left: 0,
    width: '100%',
    height: '100%',
    borderRadius: 0,
  },
  toolbar: {
    flexWrap: 'wrap',
    rowGap: tokens.spacingVerticalXXS,
    borderBottom: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    backgroundColor: tokens.colorNeutralBackground2,
  },
  blockButton: { minWidth: '72px' },
  area: { position: 'relative', overflowY: 'auto', boxSizing: 'border-box' },
  areaFullScreen: { flexGrow: 1, minHeight: 0 },
  content: {
    minHeight: '100%',
    boxSizing: 'border-box',
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalM}`,
    outlineStyle: 'none',
    fontFamily: tokens.fontFamilyBase,
    fontSize: tokens.fontSizeBase300,
    lineHeight: tokens.lineHeightBase300,
    color: 'inherit',
    overflowWrap: 'break-word',
    '& p': { margin: `0 0 ${tokens.spacingVerticalS}` },
    '& h1, & h2, & h3, & h4, & h5, & h6': {
      margin: `${tokens.spacingVerticalS} 0`,
      fontWeight: tokens.fontWeightSemibold,
    },
    '& h1': { fontSize: tokens.fontSizeHero700, lineHeight: tokens.lineHeightHero700 },
    '& h2': { fontSize: tokens.fontSizeBase600, lineHeight: tokens.lineHeightBase600 },
    '& h3': { fontSize: tokens.fontSizeBase500, lineHeight: tokens.lineHeightBase500 },
    '& h4': { fontSize: tokens.fontSizeBase400, lineHeight: tokens.lineHeightBase400 },
    '& h5, & h6': { fontSize: tokens.fontSizeBase300 },
    '& ul, & ol': { margin: `0 0 ${tokens.spacingVerticalS}`, paddingInlineStart: '24px' },
    [`& .${rte.nestedListItem}`]: { listStyleType: 'none' },
    [`& .${rte.underline}`]: { textDecorationLine: 'underline' },
    [`& .${rte.strikethrough}`]: { textDecorationLine: 'line-through' },
    [`& .${rte.underlineStrikethrough}`]: { textDecorationLine: 'underline line-through' },
    '& a': { color: tokens.colorBrandForegroundLink },
    '& img': { maxWidth: '100%', verticalAlign: 'bottom' },
  },
  placeholder: {
    position: 'absolute',
    top: tokens.spacingVerticalS,
    left: tokens.spacingHorizontalM,
    color: tokens.colorNeutralForeground4,
    fontSize: tokens.fontSizeBase300,
    lineHeight: tokens.lineHeightBase300,
    pointerEvents: 'none',
    userSelect: 'none',
  },
})
