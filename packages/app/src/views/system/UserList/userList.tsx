import { LockClosed20Regular, LockOpen20Regular } from '@fluentui/react-icons'
import type { SysUser } from '@portico/contract'
import type { ListPageContext, ListPageProps } from '../../../components/ListPage/ListPage.types'
import { userColumns } from './userColumns'
import { userSearchFields } from './userFields'

type Context = ListPageContext<SysUser>

const freezeText = (freeze: boolean) => (freeze ? '冻结' : '解冻')

async function setFrozen({ http, notify, list }: Context, url: string, ids: string[], frozen: boolean) {
  const reply = await http.put(url, { ids: ids.join(','), status: frozen ? '2' : '1' })
  if (reply.success) {
    notify.success(reply.message)
    await list.reload()
  } else notify.warning(reply.message)
}

function freezeSelected(context: Context, url: string, frozen: boolean) {
  const { list, notify, confirm } = context
  if (list.selectedKeys.length === 0) return notify.warning('请选择一条记录！')
  confirm({
    content: `确定${freezeText(frozen)}选中的 ${list.selectedKeys.length} 个账号吗?`,
    onConfirm: () => setFrozen(context, url, list.selectedKeys, frozen),
  })
}

function toggleFrozen(user: SysUser, context: Context, url: string) {
  const freeze = user.status !== 2
  context.confirm({
    content: `确定${freezeText(freeze)}用户 ${user.username} 吗?`,
    onConfirm: () => setFrozen(context, url, [user.id], freeze),
  })
}

type OwnProps = Pick<ListPageProps<SysUser>, 'urls' | 'permissionPrefix' | 'form'> &
  Partial<Pick<ListPageProps<SysUser>, 'superQuery' | 'excelFileName' | 'columns'>>

/** The user list of 用户管理 and of 客户用户: the same columns and 冻结 / 解冻, its own calls (`frozen`: frozenBatch). */
export function userListProps({ frozen, ...own }: OwnProps & { frozen: string }): ListPageProps<SysUser> {
  return {
    entity: '用户',
    measureWord: '个',
    rowLabel: (user) => user.username,
    searchFields: userSearchFields,
    columns: userColumns,
    actionsWidth: 170,
    addLabel: '新增',
    rowActions: [
      {
        key: 'frozen',
        permission: 'frozen',
        label: (user) => freezeText(user.status !== 2),
        run: (user, context) => toggleFrozen(user, context, frozen),
      },
    ],
    toolbarActions: [
      {
        key: 'freeze',
        permission: 'frozen',
        label: '冻结',
        icon: <LockClosed20Regular />,
        run: (context) => freezeSelected(context, frozen, true),
      },
      {
        key: 'unfreeze',
        permission: 'frozen',
        label: '解冻',
        icon: <LockOpen20Regular />,
        run: (context) => freezeSelected(context, frozen, false),
      },
    ],
    selectable: true,
    ...own,
  }
}
