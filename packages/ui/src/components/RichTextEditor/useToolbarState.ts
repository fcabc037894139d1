import { useLexicalComposerContext } from '@lexical/react/LexicalComposerContext'
import { CAN_REDO_COMMAND, CAN_UNDO_COMMAND, COMMAND_PRIORITY_LOW, mergeRegister } from 'lexical'
import { useEffect, useState } from 'react'
import { $readSelectionFormat, EMPTY_FORMAT, type SelectionFormat } from './editorCommands'

export interface ToolbarState extends SelectionFormat {
  canUndo: boolean
  canRedo: boolean
  editable: boolean
}

/** The toolbar's pressed and enabled states, following the editor. */
export function useToolbarState(): ToolbarState {
  const [editor] = useLexicalComposerContext()
  const [format, setFormat] = useState<SelectionFormat>(EMPTY_FORMAT)
  const [canUndo, setCanUndo] = useState(false)
  const [canRedo, setCanRedo] = useState(false)
  const [editable, setEditable] = useState(() => editor.isEditable())

  useEffect(
    () =>
      mergeRegister(
        editor.registerUpdateListener(({ editorState }) => {
          setFormat(editorState.read($readSelectionFormat, { editor }))
        }),
        editor.registerEditableListener(setEditable),
        editor.registerCommand(
          CAN_UNDO_COMMAND,
          (payload) => {
            setCanUndo(payload)
            return false
          },
          COMMAND_PRIORITY_LOW,
        ),
        editor.registerCommand(
          CAN_REDO_COMMAND,
          (payload) => {
            setCanRedo(payload)
            return false
          },
          COMMAND_PRIORITY_LOW,
        ),
      ),
    [editor],
  )

  return { ...format, canUndo, canRedo, editable }
}
