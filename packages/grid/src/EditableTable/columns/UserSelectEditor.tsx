import { PeopleRegular } from '@fluentui/react-icons'
import type { SysUser } from '@portico/contract'
import { UserByDepartModal } from '@portico/ui'
import type { CellDisplayProps, CellEditorProps } from './columnRegistry.types'
import { columnFlag, PickerCellEditor } from './PickerCellEditor'
import { type UserField, usePickedCellRows, useUserRowCache } from './pickerLookups'

const realname = (user: SysUser) => user.realname
/** What a sel_user cell stores (JSelectUserByDep): usernames, or ids with the column's `props.returnId`. */
const userField = (props: { column: CellEditorProps['column'] }): UserField =>
  props.column.props?.returnId === true ? 'id' : 'username'

/** A sel_user cell that is not being edited: the users' real names. */
export function UserNames(props: CellDisplayProps) {
  const cache = useUserRowCache(userField(props))
  return usePickedCellRows(cache, props.value, realname).text
}

/**
 * sel_user cells: 根据部门选择用户 (ui's UserByDepartModal, 1250 wide), several users unless the column's
 * `props.multiple` is false; the value is their usernames (ids with `props.returnId`) joined by commas.
 */
export function UserSelectEditor(props: CellEditorProps) {
  const field = userField(props)
  const cache = useUserRowCache(field)
  const picked = usePickedCellRows(cache, props.value, realname)
  const multiple = columnFlag(props, 'multiple', true)
  return (
    <PickerCellEditor<SysUser>
      editor={props}
      picked={picked}
      cache={cache}
      storedOf={(user) => String(user[field])}
      buttonText="选择用户"
      buttonIcon={<PeopleRegular />}
      placeholder="请先选择用户"
      modal={({ open, picked: current, confirm, cancel }) => (
        <UserByDepartModal
          open={open}
          multiple={multiple}
          initialSelection={current.rows}
          onConfirm={(rows) => confirm(rows)}
          onCancel={cancel}
        />
      )}
    />
  )
}
