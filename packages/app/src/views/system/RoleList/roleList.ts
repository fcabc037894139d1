import type { FieldSpec } from '../../../components/form/fieldSpec'
import type { ListPageProps, RowAction } from '../../../components/ListPage/ListPage.types'
import type { SysRoleRow } from './role.types'

const searchFields: FieldSpec[] = [{ name: 'roleName', label: '名称', kind: 'text' }]

/** The role list of 角色管理, 部门角色 and 客户部门角色 (a customer's roles): the same columns, its own calls and buttons. */
export function roleListProps(
  own: Pick<ListPageProps<SysRoleRow>, 'urls' | 'permissionPrefix' | 'permissionCodes' | 'form'> & {
    rowActions: RowAction<SysRoleRow>[]
  },
): ListPageProps<SysRoleRow> {
  return {
    entity: '角色',
    measureWord: '个',
    rowLabel: (role) => role.roleCode,
    searchFields,
    columns: [
      { key: 'roleName', title: '角色名称', width: 180 },
      { key: 'roleCode', title: '角色编码', width: 160, sortable: true },
      { key: 'description', title: '描述', width: 260, ellipsis: true },
      { key: 'createTime', title: '创建时间', width: 170, sortable: true },
    ],
    actionsWidth: 100 + 80 * own.rowActions.length,
    addLabel: '新建',
    ...own,
  }
}
