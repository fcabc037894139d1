// `@portico/ui/code-editor`: the CodeMirror editor, apart so that only its users load CodeMirror.
export { CODE_EDITOR_LABELS, CodeEditor } from './components/CodeEditor/CodeEditor'
export type { CodeEditorProps } from './components/CodeEditor/CodeEditor.types'
export {
  CODE_LANGUAGES,
  type CodeLanguage,
  codePlaceholder,
  findCodeLanguage,
} from './components/CodeEditor/codeLanguages'
