import type { SysRole } from '@portico/contract'
import { useEndpoints } from '../../provider/PorticoProvider'
import { BusinessPicker } from '../BusinessPicker/BusinessPicker'
import type { BusinessPickerProps } from '../BusinessPicker/BusinessPicker.types'
import type { SelectionColumn } from '../SelectionModal/SelectionModal.types'

export type RolePickerProps = Omit<Partial<BusinessPickerProps<SysRole>>, 'columns' | 'returnKeys' | 'rowKey'>

export const ROLE_PICKER_COLUMNS: SelectionColumn<SysRole>[] = [
  { key: 'roleName', title: '角色名称', width: 120 },
  { key: 'roleCode', title: '角色编码', width: 120 },
]

/**
 * Roles from the paged role list (JSelectRole): 角色选择, searched by 角色编码, shown by role name. The value holds
 * role codes, or ids with `returnId`.
 */
export function RolePicker(props: RolePickerProps) {
  const { roleList } = useEndpoints()
  return (
    <BusinessPicker<SysRole>
      name="角色"
      listUrl={roleList}
      displayKey="roleName"
      queryParamText="角色编码"
      queryParamCode="roleCode"
      {...props}
      columns={ROLE_PICKER_COLUMNS}
      returnKeys={['id', 'roleCode']}
      rowKey="id"
    />
  )
}
