import { useLexicalComposerContext } from '@lexical/react/LexicalComposerContext'
import { DRAG_DROP_PASTE } from '@lexical/rich-text'
import { COMMAND_PRIORITY_LOW } from 'lexical'
import { useEffect } from 'react'
import { useImageInsertion } from './useImageInsertion'

/** Pasted or dropped image files go through the same upload as the toolbar's image button. */
export function ImagePastePlugin() {
  const [editor] = useLexicalComposerContext()
  const { insertFiles } = useImageInsertion()
  useEffect(
    () =>
      editor.registerCommand(
        DRAG_DROP_PASTE,
        (files) => {
          const images = files.filter((file) => file.type.startsWith('image/'))
          if (images.length === 0) return false
          void insertFiles(images)
          return true
        },
        COMMAND_PRIORITY_LOW,
      ),
    [editor, insertFiles],
  )
  return null
}
