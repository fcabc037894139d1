import { userResource } from '@portico/contract'
import { ResourcePage } from '../../../components/ResourcePage'
import { UserFormDialog } from './UserFormDialog'
import { departColumn, freezeActions, type User, userCells } from './userList'

const { rowActions, toolbarActions } = freezeActions('/sys/user/frozenBatch')

/** 用户管理 (spec §2 System views; §7 User calls): the declared user list, its own form and 冻结/解冻. */
export default function UserListPage() {
  return (
    <ResourcePage<User>
      resource={userResource}
      form={UserFormDialog}
      cells={userCells}
      extraColumns={departColumn}
      actionsWidth={170}
      rowActions={rowActions}
      toolbarActions={toolbarActions}
      selectable
    />
  )
}
