// `@portico/ui/rich-text`: the Lexical editor, apart so that only its users load Lexical.
export {
  EDITOR_UPLOAD_BIZ,
  EDITOR_UPLOAD_FAILED,
  type EditorImageSource,
  editorImageSource,
  editorUploadForm,
  isSafeImageSrc,
  LOCAL_UPLOAD_REPLY,
} from './components/RichTextEditor/editorImage'
export { normalizeLinkUrl } from './components/RichTextEditor/linkUrl'
export { RichTextEditor } from './components/RichTextEditor/RichTextEditor'
export type { RichTextEditorProps } from './components/RichTextEditor/RichTextEditor.types'
export { RICH_TEXT_LABELS } from './components/RichTextEditor/richTextLabels'
