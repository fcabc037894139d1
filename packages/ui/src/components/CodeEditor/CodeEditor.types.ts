import type { FramedControlProps } from '../../types/controlProps'

export interface CodeEditorProps extends FramedControlProps {
  /** The code (controlled). */
  value?: string | null
  /** The first code when uncontrolled. */
  defaultValue?: string
  onChange?: (value: string) => void
  /**
   * The mode: one of JCodeEditor's twelve by value or label, ignoring case (`css`, `javascript`, `html`, `java`,
   * `objective-c`, `python`, `r`, `shell`, `sql`, `swift`, `vue`, `markdown`, or `x-java`, `text/x-sql`, …).
   * Anything else is plain text.
   */
  language?: string | null
  /** Shows a select of the twelve modes above the editor (JCodeEditor `languageChange`). Default false. */
  languageChange?: boolean
  /** Called with the chosen mode's label in lower case (`java`), like JCodeEditor's `language-change`. */
  onLanguageChange?: (label: string) => void
  /** Shown while empty; default 请在此输入{language}代码. */
  placeholder?: string
  /** Default true. */
  lineNumbers?: boolean
  /** Shows the fullscreen switch (JCodeEditor `fullScreen`). Default false. */
  fullScreen?: boolean
  /** z-index while fullscreen. Default 999. */
  zIndex?: number
  /** Height of the editing area. Default 240 (px). */
  height?: number | string
  /** Width of a tab and of one indent step. Default 2. */
  tabSize?: number
  /** Focusable and selectable, not editable. */
  readOnly?: boolean
  /** Neither editable nor focusable. */
  disabled?: boolean
}
