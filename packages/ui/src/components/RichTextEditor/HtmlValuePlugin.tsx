import { useLexicalComposerContext } from '@lexical/react/LexicalComposerContext'
import { HISTORY_MERGE_TAG } from 'lexical'
import { useEffect, useLayoutEffect, useRef } from 'react'
import { $exportHtml, $importHtml } from './htmlValue'

/** Tags the updates that bring a value in from outside, so they are not reported back as edits. */
export const IMPORT_TAG = 'portico-import'

interface HtmlValuePluginProps {
  /** Controlled HTML; undefined leaves the content to the user (the initial content came from initialConfig). */
  value: string | null | undefined
  /** The HTML the editor started with, so an equal first `value` is not imported twice. */
  initialHtml: string
  onChange?: (html: string) => void
}

/** Keeps the editor and an HTML value in step: outside values are imported, edits are exported (sanitised). */
export function HtmlValuePlugin({ value, initialHtml, onChange }: HtmlValuePluginProps) {
  const [editor] = useLexicalComposerContext()
  const lastHtml = useRef(initialHtml)
  const onChangeRef = useRef(onChange)
  onChangeRef.current = onChange

  useLayoutEffect(() => {
    if (value === undefined) return
    const next = value ?? ''
    if (next === lastHtml.current) return
    lastHtml.current = next
    editor.update(() => $importHtml(editor, next), { tag: [IMPORT_TAG, HISTORY_MERGE_TAG], discrete: true })
  }, [editor, value])

  useEffect(() => {
    // From here on, compare with what the editor really holds (the normalised form of what came in), so
    // updates that change no content (node transforms running as plugins register) are not reported.
    lastHtml.current = editor.read(() => $exportHtml(editor))
    return editor.registerUpdateListener(({ dirtyElements, dirtyLeaves, prevEditorState, tags }) => {
      if (dirtyElements.size === 0 && dirtyLeaves.size === 0) return
      const html = editor.read(() => $exportHtml(editor))
      // The initial content and outside values are not edits.
      if (tags.has(IMPORT_TAG) || prevEditorState.isEmpty() || html === lastHtml.current) {
        lastHtml.current = html
        return
      }
      lastHtml.current = html
      onChangeRef.current?.(html)
    })
  }, [editor])

  return null
}
