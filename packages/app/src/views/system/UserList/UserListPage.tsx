import { LockClosed20Regular, LockOpen20Regular } from '@fluentui/react-icons'
import type { SysUser } from '@portico/contract'
import { ListPage } from '../../../components/ListPage/ListPage'
import type { ListPageContext, ListPageProps } from '../../../components/ListPage/ListPage.types'
import { UserFormDialog } from './UserFormDialog'
import { userColumns } from './userColumns'
import { userQueryFields, userSearchFields } from './userFields'

type Context = ListPageContext<SysUser>

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

function toggleFrozen(user: SysUser, context: Context) {
  const freeze = user.status !== 2
  context.confirm({
    content: `确定${freezeText(freeze)}用户 ${user.username} 吗?`,
    onConfirm: () => setFrozen(context, [user.id], freeze),
  })
}

const userList: ListPageProps<SysUser> = {
  entity: '用户',
  measureWord: '个',
  rowLabel: (user) => user.username,
  urls: {
    list: '/sys/user/list',
    delete: '/sys/user/delete',
    deleteBatch: '/sys/user/deleteBatch',
    exportXls: '/sys/user/exportXls',
    importExcel: '/sys/user/importExcel',
  },
  permissionPrefix: 'system:user',
  searchFields: userSearchFields,
  columns: userColumns,
  actionsWidth: 170,
  addLabel: '新增',
  form: UserFormDialog,
  rowActions: [
    {
      key: 'frozen',
      permission: 'frozen',
      label: (user) => freezeText(user.status !== 2),
      run: toggleFrozen,
    },
  ],
  toolbarActions: [
    {
      key: 'freeze',
      permission: 'frozen',
      label: '冻结',
      icon: <LockClosed20Regular />,
      run: (context) => freezeSelected(context, true),
    },
    {
      key: 'unfreeze',
      permission: 'frozen',
      label: '解冻',
      icon: <LockOpen20Regular />,
      run: (context) => freezeSelected(context, false),
    },
  ],
  superQuery: { fields: userQueryFields, saveCode: '/isystem/user' },
  excelFileName: '用户列表',
  selectable: true,
}

/** 用户管理 (spec §2 System views; §7 User calls). */
export default function UserListPage() {
  return <ListPage {...userList} />
}
