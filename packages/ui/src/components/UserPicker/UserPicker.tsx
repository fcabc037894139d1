import type { SysUser } from '@portico/contract'
import { useEndpoints } from '../../provider/PorticoProvider'
import { BusinessPicker } from '../BusinessPicker/BusinessPicker'
import type { BusinessPickerProps } from '../BusinessPicker/BusinessPicker.types'
import type { SelectionColumn } from '../SelectionModal/SelectionModal.types'

export type UserPickerProps = Omit<Partial<BusinessPickerProps<SysUser>>, 'columns' | 'returnKeys' | 'rowKey'>

export const USER_PICKER_COLUMNS: SelectionColumn<SysUser>[] = [
  { key: 'realname', title: '姓名', width: '25%' },
  { key: 'username', title: '账号', width: '25%' },
  { key: 'phone', title: '电话', width: '20%' },
  { key: 'birthday', title: '出生日期', width: '20%' },
]

/**
 * Users from the paged user list (JSelectMultiUser): 用户选择, 1200 wide, searched by 账号, names shown by real name.
 * The value holds usernames, or ids with `returnId`.
 */
export function UserPicker(props: UserPickerProps) {
  const { userList } = useEndpoints()
  return (
    <BusinessPicker<SysUser>
      name="用户"
      listUrl={userList}
      width={1200}
      displayKey="realname"
      queryParamText="账号"
      queryParamCode={props.returnId ? 'username' : undefined}
      ellipsisLength={25}
      {...props}
      columns={USER_PICKER_COLUMNS}
      returnKeys={['id', 'username']}
      rowKey="id"
    />
  )
}
