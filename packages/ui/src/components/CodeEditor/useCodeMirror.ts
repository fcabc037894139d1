import { indentUnit } from '@codemirror/language'
import { Annotation, Compartment, EditorState, type Extension } from '@codemirror/state'
import { EditorView, highlightActiveLineGutter, lineNumbers, placeholder } from '@codemirror/view'
import { useEffect, useLayoutEffect, useRef, useState } from 'react'
import { cspNonce } from '../../csp'
import { codeEditorBase } from './codeEditorSetup'
import type { CodeLanguage } from './codeLanguages'

/** Marks the transactions that bring an outside value in, so they are not reported back as edits. */
const fromOutside = Annotation.define<boolean>()

export interface UseCodeMirrorOptions {
  value?: string | null
  defaultValue?: string
  onChange?: (value: string) => void
  mode: CodeLanguage | undefined
  placeholder: string
  lineNumbers: boolean
  tabSize: number
  readOnly: boolean
  disabled: boolean
  /** Attributes of the editable element (labels, description, invalid…). */
  contentAttributes: Record<string, string>
}

export interface CodeMirrorHandle {
  /** Where the editor is mounted. */
  parentRef: React.RefObject<HTMLDivElement | null>
  /** The mode whose highlighting is in place (loaded lazily), or null while plain text. */
  loadedMode: string | null
}

const gutterExtensions = (on: boolean): Extension => (on ? [lineNumbers(), highlightActiveLineGutter()] : [])
const editableExtensions = (readOnly: boolean, disabled: boolean): Extension => [
  EditorState.readOnly.of(readOnly || disabled),
  EditorView.editable.of(!disabled),
]
const indentExtensions = (size: number): Extension => [
  EditorState.tabSize.of(size),
  indentUnit.of(' '.repeat(Math.max(1, size))),
]
const stateAttributes = (readOnly: boolean, disabled: boolean): Record<string, string> => ({
  ...(readOnly || disabled ? { 'aria-readonly': 'true' } : {}),
  ...(disabled ? { 'aria-disabled': 'true' } : {}),
})

const reconfigure = (view: EditorView | null, compartment: Compartment, extension: Extension) =>
  view?.dispatch({ effects: compartment.reconfigure(extension) })

/** A CodeMirror 6 view bound to React props: controlled value, lazily loaded mode, and the rest reconfigured live. */
export function useCodeMirror(options: UseCodeMirrorOptions): CodeMirrorHandle {
  const parentRef = useRef<HTMLDivElement | null>(null)
  const viewRef = useRef<EditorView | null>(null)
  const [loadedMode, setLoadedMode] = useState<string | null>(null)
  const latest = useRef(options)
  latest.current = options
  const compartments = useRef({
    language: new Compartment(),
    gutter: new Compartment(),
    editable: new Compartment(),
    indent: new Compartment(),
    placeholder: new Compartment(),
    attributes: new Compartment(),
  }).current

  // Create the view once; later prop changes reconfigure it below.
  useLayoutEffect(() => {
    const parent = parentRef.current
    if (!parent) return
    const o = latest.current
    const view = new EditorView({
      parent,
      state: EditorState.create({
        doc: o.value ?? o.defaultValue ?? '',
        extensions: [
          codeEditorBase,
          EditorView.cspNonce.of(cspNonce() ?? ''),
          compartments.language.of([]),
          compartments.gutter.of(gutterExtensions(o.lineNumbers)),
          compartments.editable.of(editableExtensions(o.readOnly, o.disabled)),
          compartments.indent.of(indentExtensions(o.tabSize)),
          compartments.placeholder.of(placeholder(o.placeholder)),
          compartments.attributes.of(
            EditorView.contentAttributes.of({
              ...o.contentAttributes,
              ...stateAttributes(o.readOnly, o.disabled),
            }),
          ),
          EditorView.updateListener.of((update) => {
            if (!update.docChanged) return
            if (update.transactions.some((tr) => tr.annotation(fromOutside))) return
            latest.current.onChange?.(update.state.doc.toString())
          }),
        ],
      }),
    })
    viewRef.current = view
    return () => {
      view.destroy()
      viewRef.current = null
    }
  }, [compartments])

  // A value from outside replaces the document when it differs.
  const { value } = options
  useEffect(() => {
    const view = viewRef.current
    if (!view || value === undefined) return
    const next = value ?? ''
    const current = view.state.doc.toString()
    if (next === current) return
    view.dispatch({
      changes: { from: 0, to: current.length, insert: next },
      annotations: fromOutside.of(true),
    })
  }, [value])

  // The mode's language is fetched the first time it is needed, then swapped in.
  const { mode } = options
  useEffect(() => {
    let cancelled = false
    if (!mode) {
      reconfigure(viewRef.current, compartments.language, [])
      setLoadedMode(null)
      return
    }
    mode.load().then(
      (language) => {
        if (cancelled) return
        reconfigure(viewRef.current, compartments.language, language)
        setLoadedMode(mode.value)
      },
      () => undefined,
    )
    return () => {
      cancelled = true
    }
  }, [mode, compartments])

  const { lineNumbers: gutter, readOnly, disabled, tabSize, placeholder: hint, contentAttributes } = options
  useEffect(
    () => reconfigure(viewRef.current, compartments.gutter, gutterExtensions(gutter)),
    [gutter, compartments],
  )
  useEffect(
    () => reconfigure(viewRef.current, compartments.editable, editableExtensions(readOnly, disabled)),
    [readOnly, disabled, compartments],
  )
  useEffect(
    () => reconfigure(viewRef.current, compartments.indent, indentExtensions(tabSize)),
    [tabSize, compartments],
  )
  useEffect(
    () => reconfigure(viewRef.current, compartments.placeholder, placeholder(hint)),
    [hint, compartments],
  )
  const attributesKey = JSON.stringify(contentAttributes)
  useEffect(() => {
    const attributes = JSON.parse(attributesKey) as Record<string, string>
    reconfigure(
      viewRef.current,
      compartments.attributes,
      EditorView.contentAttributes.of({ ...attributes, ...stateAttributes(readOnly, disabled) }),
    )
  }, [attributesKey, readOnly, disabled, compartments])

  return { parentRef, loadedMode }
}
