import { useLexicalComposerContext } from '@lexical/react/LexicalComposerContext'
import { $insertNodes } from 'lexical'
import { useCallback } from 'react'
import { $createImageNode } from './ImageNode'
import { useEditorImageUpload } from './useEditorImageUpload'

const baseName = (name: string) => name.replace(/\.[^.]*$/, '')

/** Uploads image files one after another and inserts each at the selection (or the end) once it is stored. */
export function useImageInsertion() {
  const [editor] = useLexicalComposerContext()
  const { upload, pending } = useEditorImageUpload()
  const insertFiles = useCallback(
    async (files: readonly File[]) => {
      for (const file of files) {
        if (!file.type.startsWith('image/')) continue
        const src = await upload(file)
        if (src) editor.update(() => $insertNodes([$createImageNode({ src, alt: baseName(file.name) })]))
      }
    },
    [editor, upload],
  )
  return { insertFiles, pending }
}
