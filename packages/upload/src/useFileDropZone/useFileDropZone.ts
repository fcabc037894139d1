import type { ClipboardEvent, DragEvent, HTMLAttributes, InputHTMLAttributes, RefObject } from 'react'
import { useCallback, useRef, useState } from 'react'

export interface UseFileDropZoneOptions {
  /** Receives the dropped, pasted or picked files. */
  onFiles: (files: File[]) => void
  disabled?: boolean
  accept?: string
  multiple?: boolean
}

export interface FileDropZone {
  zoneRef: RefObject<HTMLDivElement | null>
  /** Spread on the drop zone: react-aria drop handlers and paste. */
  zoneProps: HTMLAttributes<HTMLDivElement>
  isDropTarget: boolean
  /** Spread on the hidden `<input type="file">`. */
  inputProps: InputHTMLAttributes<HTMLInputElement> & { ref: RefObject<HTMLInputElement | null> }
  /** Opens the system file picker. */
  openPicker: () => void
}

function hasFiles(e: DragEvent): boolean {
  return Array.from(e.dataTransfer?.types ?? []).includes('Files')
}

/**
 * Drag and drop, paste from the clipboard and a hidden picker input, as files.
 *
 * The drop handling follows react-aria's `useDrop` (enter/leave counting, `copy` effect) natively: react-aria
 * 3.53 publishes a `source` export condition whose files are not in the package, so it cannot be resolved under
 * the workspace's `source` condition (see the README).
 */
export function useFileDropZone({
  onFiles,
  disabled,
  accept,
  multiple,
}: UseFileDropZoneOptions): FileDropZone {
  const zoneRef = useRef<HTMLDivElement>(null)
  const inputRef = useRef<HTMLInputElement>(null)
  const [isDropTarget, setDropTarget] = useState(false)
  const depth = useRef(0)
  const accept1 = (files: File[]) => {
    if (files.length) onFiles(multiple === false ? files.slice(0, 1) : files)
  }
  const dropProps: HTMLAttributes<HTMLDivElement> = {
    onDragEnter: (e) => {
      if (disabled || !hasFiles(e)) return
      e.preventDefault()
      depth.current += 1
      setDropTarget(true)
    },
    onDragOver: (e) => {
      if (disabled || !hasFiles(e)) return
      e.preventDefault()
      e.dataTransfer.dropEffect = 'copy'
    },
    onDragLeave: () => {
      depth.current = Math.max(0, depth.current - 1)
      if (depth.current === 0) setDropTarget(false)
    },
    onDrop: (e) => {
      depth.current = 0
      setDropTarget(false)
      if (disabled) return
      e.preventDefault()
      accept1(Array.from(e.dataTransfer?.files ?? []))
    },
  }
  const onPaste = useCallback(
    (e: ClipboardEvent<HTMLDivElement>) => {
      if (disabled) return
      const files = Array.from(e.clipboardData?.files ?? [])
      if (files.length === 0) return
      e.preventDefault()
      onFiles(multiple === false ? files.slice(0, 1) : files)
    },
    [disabled, multiple, onFiles],
  )
  const openPicker = useCallback(() => {
    if (!disabled) inputRef.current?.click()
  }, [disabled])
  return {
    zoneRef,
    zoneProps: { ...dropProps, onPaste },
    isDropTarget,
    openPicker,
    inputProps: {
      ref: inputRef,
      type: 'file',
      hidden: true,
      tabIndex: -1,
      'aria-hidden': true,
      accept,
      multiple,
      disabled,
      onChange: (e) => {
        const files = Array.from(e.currentTarget.files ?? [])
        e.currentTarget.value = ''
        if (files.length) onFiles(files)
      },
    },
  }
}
