import type { FramedControlProps } from '../../types/controlProps'

export interface RichTextEditorProps extends FramedControlProps {
  /** The content as HTML (controlled); what comes in is sanitised before it is shown. */
  value?: string | null
  /** The first content when uncontrolled. */
  defaultValue?: string
  /** Called with the sanitised HTML after each edit; an empty editor gives ''. */
  onChange?: (html: string) => void
  /** Height of the editing area. Default 300 (px). */
  height?: number | string
  /** Shown while empty. */
  placeholder?: string
  /** Not editable, greyed, toolbar off. */
  disabled?: boolean
  /** Not editable, toolbar off. */
  readOnly?: boolean
  /** z-index while fullscreen. Default 999. */
  zIndex?: number
}
