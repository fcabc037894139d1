import { Badge } from '@fluentui/react-components'
import { LockClosed20Regular, LockOpen20Regular } from '@fluentui/react-icons'
import { type SysUser, userResource } from '@portico/contract'
import type { DataTableColumn } from '@portico/grid'
import type { ListPageContext, RowAction, ToolbarAction } from '../../../components/ListPage/ListPage.types'
import { ResourcePage } from '../../../components/ResourcePage'
import type { ResourceRow } from '../../../components/ResourcePage/resourceValues'
import { UserFormDialog } from './UserFormDialog'

type User = SysUser & ResourceRow
type Context = ListPageContext<User>

const freezeText = (freeze: boolean) => (freeze ? '冻结' : '解冻')

async function setFrozen({ http, notify, list }: Context, ids: string[], frozen: boolean) {
  const reply = await http.put('/sys/user/frozenBatch', { ids: ids.join(','), status: frozen ? '2' : '1' })
  if (reply.success) {
    notify.success(reply.message)
    await list.reload()
  } else notify.warning(reply.message)
}

function freezeSelected(context: Context, frozen: boolean) {
  const { list, notify, confirm } = context
  if (list.selectedKeys.length === 0) return notify.warning('请选择一条记录！')
  confirm({
    content: `确定${freezeText(frozen)}选中的 ${list.selectedKeys.length} 个账号吗?`,
    onConfirm: () => setFrozen(context, list.selectedKeys, frozen),
  })
}

const rowActions: RowAction<User>[] = [
  {
    key: 'frozen',
    permission: 'frozen',
    label: (user) => freezeText(user.status !== 2),
    run: (user, context) => {
      const freeze = user.status !== 2
      context.confirm({
        content: `确定${freezeText(freeze)}用户 ${user.username} 吗?`,
        onConfirm: () => setFrozen(context, [user.id], freeze),
      })
    },
  },
]

const toolbarActions: ToolbarAction<User>[] = [
  {
    key: 'freeze',
    permission: 'frozen',
    label: '冻结',
    icon: <LockClosed20Regular />,
    run: (c) => freezeSelected(c, true),
  },
  {
    key: 'unfreeze',
    permission: 'frozen',
    label: '解冻',
    icon: <LockOpen20Regular />,
    run: (c) => freezeSelected(c, false),
  },
]

const cells = {
  status: (user: User) => (
    <Badge appearance="tint" color={user.status === 2 ? 'danger' : 'success'}>
      {user.status_dictText ?? (user.status === 2 ? '冻结' : '正常')}
    </Badge>
  ),
}

const departColumn: DataTableColumn<User>[] = [{ key: 'orgCodeTxt', title: '部门', width: 180, ellipsis: 12 }]

/** 用户管理 (spec §2 System views; §7 User calls): the declared user list, its own form and 冻结/解冻. */
export default function UserListPage() {
  return (
    <ResourcePage<User>
      resource={userResource}
      form={UserFormDialog}
      cells={cells}
      extraColumns={departColumn}
      actionsWidth={170}
      rowActions={rowActions}
      toolbarActions={toolbarActions}
      selectable
    />
  )
}
