import { PickerField } from '@portico/ui'
import { type ReactElement, type ReactNode, useEffect, useState } from 'react'
import type { CellEditorProps } from './columnRegistry.types'
import type { PickedCellRows } from './pickerLookups'
import type { PickerRowCache } from './pickerRowCache'

export interface PickerModalControl<Row> {
  open: boolean
  /** The rows of the stored value (what the modal starts with). */
  picked: PickedCellRows<Row>
  /** 确定: stores the chosen rows' values as one edit. */
  confirm: (rows: Row[]) => void
  /** 关闭 / Escape: the value stays. */
  cancel: () => void
}

export interface PickerCellEditorProps<Row> {
  editor: CellEditorProps
  picked: PickedCellRows<Row>
  cache: PickerRowCache<Row>
  storedOf: (row: Row) => string
  buttonText: string
  buttonIcon: ReactElement
  placeholder: string
  modal: (control: PickerModalControl<Row>) => ReactNode
}

/** Reads a boolean option of the column's `props` (`multiple`, `returnId`). */
export const columnFlag = (editor: CellEditorProps, name: string, fallback: boolean): boolean => {
  const flag = editor.column.props?.[name]
  return typeof flag === 'boolean' ? flag : fallback
}

/**
 * A picker cell (user, department): the picker's field with the chosen names, and its modal, opened as soon as the
 * cell starts editing. 确定 stores the choice as one change (validated like any edit); 关闭 or Escape keep the value.
 * Either way the cell stops editing and takes the focus back.
 */
export function PickerCellEditor<Row>(props: PickerCellEditorProps<Row>) {
  const { editor, picked, cache, storedOf } = props
  const [open, setOpen] = useState(false)
  const openOnEdit = editor.autoFocus && !editor.disabled
  // After the table has focused the field, so the modal's focus trap is the last to move focus.
  useEffect(() => {
    if (openOnEdit) setOpen(true)
  }, [openOnEdit])

  const close = () => {
    setOpen(false)
    editor.onDone?.()
  }
  const report = (rows: Row[]) => {
    cache.remember(rows)
    editor.onChange(rows.map(storedOf).join(','), 'change')
  }

  return (
    <>
      <PickerField
        aria-label={editor.label}
        text={picked.text}
        placeholder={editor.column.placeholder ?? props.placeholder}
        buttonText={props.buttonText}
        buttonIcon={props.buttonIcon}
        iconOnly
        disabled={editor.disabled}
        loading={picked.loading}
        onOpen={() => setOpen(true)}
        onClear={() => report([])}
      />
      {props.modal({
        open,
        picked,
        confirm: (rows) => {
          report(rows)
          close()
        },
        cancel: () => {
          editor.onBlur()
          close()
        },
      })}
    </>
  )
}
