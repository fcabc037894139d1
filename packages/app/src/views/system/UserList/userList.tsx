import { Badge } from '@fluentui/react-components'
import { LockClosed20Regular, LockOpen20Regular } from '@fluentui/react-icons'
import { type SysUser, userResource } from '@portico/contract'
import type { DataTableColumn } from '@portico/grid'
import type {
  ListPageContext,
  ListPageProps,
  RowAction,
  ToolbarAction,
} from '../../../components/ListPage/ListPage.types'
import { resourceColumns } from '../../../components/ResourcePage/resourceColumns'
import { searchFieldSpecs, searchQuery } from '../../../components/ResourcePage/resourceFieldSpecs'
import type { ResourceRow } from '../../../components/ResourcePage/resourceValues'

export type User = SysUser & ResourceRow
type Context = ListPageContext<User>

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

/** 冻结 / 解冻 of one user (row) and of the selected users (toolbar), through `url` (a frozenBatch route). */
export function freezeActions(url: string): {
  rowActions: RowAction<User>[]
  toolbarActions: ToolbarAction<User>[]
} {
  return {
    rowActions: [
      {
        key: 'frozen',
        permission: 'frozen',
        label: (user) => freezeText(user.status !== 2),
        run: (user, context) => {
          const freeze = user.status !== 2
          context.confirm({
            content: `确定${freezeText(freeze)}用户 ${user.username} 吗?`,
            onConfirm: () => setFrozen(context, url, [user.id], freeze),
          })
        },
      },
    ],
    toolbarActions: [
      {
        key: 'freeze',
        permission: 'frozen',
        label: '冻结',
        icon: <LockClosed20Regular />,
        run: (context) => freezeSelected(context, url, true),
      },
      {
        key: 'unfreeze',
        permission: 'frozen',
        label: '解冻',
        icon: <LockOpen20Regular />,
        run: (context) => freezeSelected(context, url, false),
      },
    ],
  }
}

export const userCells = {
  status: (user: User) => (
    <Badge appearance="tint" color={user.status === 2 ? 'danger' : 'success'}>
      {user.status_dictText ?? (user.status === 2 ? '冻结' : '正常')}
    </Badge>
  ),
}

export const departColumn: DataTableColumn<User>[] = [
  { key: 'orgCodeTxt', title: '部门', width: 180, ellipsis: 12 },
]

type OwnProps = Pick<ListPageProps<User>, 'urls' | 'permissionPrefix' | 'form'>

/**
 * A user list outside 用户管理 (客户用户): the user declaration's search form and columns, 部门, 冻结 / 解冻, and its own
 * calls (`frozen`: its frozenBatch).
 */
export function userListProps({ frozen, ...own }: OwnProps & { frozen: string }): ListPageProps<User> {
  return {
    entity: userResource.title,
    measureWord: userResource.measureWord,
    rowLabel: (user) => user.username,
    searchFields: searchFieldSpecs(userResource),
    prepareQuery: (query) => searchQuery(userResource, query),
    columns: [...resourceColumns<User>(userResource, userCells), ...departColumn],
    actionsWidth: 170,
    addLabel: '新增',
    ...freezeActions(frozen),
    selectable: true,
    ...own,
  }
}
