import { closeBrackets, closeBracketsKeymap } from '@codemirror/autocomplete'
import { defaultKeymap, history, historyKeymap, indentWithTab } from '@codemirror/commands'
import { bracketMatching, HighlightStyle, indentOnInput, syntaxHighlighting } from '@codemirror/language'
import { highlightSelectionMatches, searchKeymap } from '@codemirror/search'
import type { Extension } from '@codemirror/state'
import {
  drawSelection,
  dropCursor,
  EditorView,
  highlightActiveLine,
  highlightSpecialChars,
  keymap,
} from '@codemirror/view'
import { tokens } from '@fluentui/react-components'
import { tags as t } from '@lezer/highlight'

/** Token colours that keep at least 4.5:1 against the editor's background and its active line. */
export const codeHighlightStyle = HighlightStyle.define([
  { tag: [t.keyword, t.modifier, t.operatorKeyword, t.controlKeyword], color: '#8b008b' },
  { tag: [t.atom, t.bool, t.null, t.url, t.contentSeparator, t.labelName], color: '#1a4fa0' },
  { tag: [t.number, t.literal, t.unit], color: '#116644' },
  { tag: [t.string, t.special(t.string), t.inserted], color: '#aa1111' },
  { tag: [t.regexp, t.escape, t.special(t.variableName), t.changed], color: '#b23c00' },
  { tag: [t.comment, t.lineComment, t.blockComment, t.docComment], color: '#5e6670', fontStyle: 'italic' },
  { tag: t.definition(t.variableName), color: '#0000cc' },
  { tag: [t.typeName, t.className, t.namespace, t.tagName], color: '#006b6b' },
  { tag: [t.propertyName, t.attributeName, t.definition(t.propertyName)], color: '#1c4f8c' },
  { tag: [t.invalid, t.deleted], color: '#c00000' },
  { tag: [t.meta, t.processingInstruction, t.documentMeta], color: '#555555' },
  { tag: t.heading, fontWeight: 'bold', color: '#7a3e00' },
  { tag: t.strong, fontWeight: 'bold' },
  { tag: t.emphasis, fontStyle: 'italic' },
  { tag: t.strikethrough, textDecoration: 'line-through' },
  { tag: t.link, textDecoration: 'underline' },
])

/** The editor drawn with Fluent's colours and fonts; the wrapper sets the height. */
const fluentTheme = EditorView.theme({
  '&': {
    height: '100%',
    color: tokens.colorNeutralForeground1,
    backgroundColor: tokens.colorNeutralBackground1,
    fontSize: tokens.fontSizeBase300,
  },
  '&.cm-focused': { outline: 'none' },
  '.cm-scroller': { fontFamily: tokens.fontFamilyMonospace, lineHeight: '1.5', overflow: 'auto' },
  '.cm-gutters': {
    backgroundColor: tokens.colorNeutralBackground3,
    color: tokens.colorNeutralForeground3,
    borderRight: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
  },
  '.cm-activeLine': { backgroundColor: tokens.colorNeutralBackground1Hover },
  '.cm-activeLineGutter': { backgroundColor: tokens.colorNeutralBackground3Hover },
  '.cm-placeholder': { color: tokens.colorNeutralForeground4 },
  '&.cm-focused .cm-cursor': { borderLeftColor: tokens.colorNeutralForeground1 },
  '&.cm-focused > .cm-scroller > .cm-selectionLayer .cm-selectionBackground, .cm-selectionBackground': {
    backgroundColor: tokens.colorBrandBackground2Hover,
  },
})

/**
 * What CodeMirror's basic setup gives, minus autocompletion and folding: history, bracket matching and closing,
 * search (Ctrl-F), Tab indenting (Escape then Tab leaves the editor), and the colours above.
 */
export const codeEditorBase: Extension = [
  highlightSpecialChars(),
  history(),
  drawSelection(),
  dropCursor(),
  indentOnInput(),
  syntaxHighlighting(codeHighlightStyle),
  bracketMatching(),
  closeBrackets(),
  highlightActiveLine(),
  highlightSelectionMatches(),
  keymap.of([...closeBracketsKeymap, ...defaultKeymap, ...searchKeymap, ...historyKeymap, indentWithTab]),
  fluentTheme,
]
