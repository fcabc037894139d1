import { PopupReportPicker } from '@portico/ui'
import { useEditableTableContext } from '../EditableTableContext'
import type { CellEditorProps } from './columnRegistry.types'
import { popupCellValues } from './popupCell'

/**
 * popup cells: @portico/ui's popup report picker over the column's `popupCode`, `orgFields` and `destFields`. A pick
 * writes the row's dest fields and the cell in one edit, validated like any other. The popups of one table share
 * the report's answers for 30 s (their group is the table; `props.groupId` overrides it).
 */
export function PopupEditor(props: CellEditorProps) {
  const { column } = props
  const table = useEditableTableContext().props
  return (
    <PopupReportPicker
      aria-label={props.label}
      value={props.value == null ? '' : String(props.value)}
      code={column.popupCode}
      field={column.field || column.key}
      orgFields={column.orgFields}
      destFields={column.destFields}
      groupId={`editable-table:${table['aria-label']}`}
      disabled={props.disabled}
      placeholder={column.placeholder}
      onChange={(value, fields) => props.onChangeValues(popupCellValues(column.key, value, fields), 'change')}
      {...column.props}
    />
  )
}
