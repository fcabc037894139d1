import { OrganizationRegular } from '@fluentui/react-icons'
import type { SysDepartTreeNode } from '@portico/contract'
import { DepartSelectModal } from '@portico/ui'
import type { CellDisplayProps, CellEditorProps } from './columnRegistry.types'
import { columnFlag, PickerCellEditor } from './PickerCellEditor'
import { type DepartField, useDepartRowCache, usePickedCellRows } from './pickerLookups'

const departName = (node: SysDepartTreeNode) => node.departName
/** What a sel_depart cell stores (JSelectDepart): department ids, or org codes with `props.returnField: 'orgCode'`. */
const departField = (props: { column: CellEditorProps['column'] }): DepartField =>
  props.column.props?.returnField === 'orgCode' ? 'orgCode' : 'id'

/** A sel_depart cell that is not being edited: the departments' names. */
export function DepartNames(props: CellDisplayProps) {
  const cache = useDepartRowCache(departField(props))
  return usePickedCellRows(cache, props.value, departName).text
}

/**
 * sel_depart cells: 选择部门 (ui's DepartSelectModal, 500 wide), one department unless the column's
 * `props.multiple` is true; the value is their ids (org codes with `props.returnField: 'orgCode'`) joined by commas.
 */
export function DepartSelectEditor(props: CellEditorProps) {
  const field = departField(props)
  const cache = useDepartRowCache(field)
  const picked = usePickedCellRows(cache, props.value, departName)
  const multiple = columnFlag(props, 'multiple', false)
  return (
    <PickerCellEditor<SysDepartTreeNode>
      editor={props}
      picked={picked}
      cache={cache}
      storedOf={(node) => String(node[field])}
      buttonText="选择部门"
      buttonIcon={<OrganizationRegular />}
      placeholder="请点击选择部门"
      modal={({ open, picked: current, confirm, cancel }) => (
        <DepartSelectModal
          open={open}
          multiple={multiple}
          // The tree's keys are ids; org codes go through the rows they name.
          initialKeys={field === 'id' ? current.values : current.rows.map((node) => node.key)}
          onConfirm={(rows) => confirm(rows)}
          onCancel={cancel}
        />
      )}
    />
  )
}
