import { Badge } from '@fluentui/react-components'
import type { SysUser } from '@portico/contract'
import type { DataTableColumn } from '@portico/grid'

/** The user list's columns; the list page adds 操作. */
export const userColumns: DataTableColumn<SysUser>[] = [
  { key: 'username', title: '用户账号', sortable: true, width: 140 },
  { key: 'realname', title: '用户姓名', sortable: true, width: 120 },
  { key: 'sex', title: '性别', width: 70, render: (u) => u.sex_dictText ?? '' },
  { key: 'birthday', title: '生日', width: 100 },
  { key: 'phone', title: '手机号码', width: 130 },
  { key: 'orgCodeTxt', title: '部门', width: 180, ellipsis: 12 },
  {
    key: 'status',
    title: '状态',
    width: 80,
    render: (u) => (
      <Badge appearance="tint" color={u.status === 2 ? 'danger' : 'success'}>
        {u.status_dictText ?? (u.status === 2 ? '冻结' : '正常')}
      </Badge>
    ),
  },
  { key: 'createTime', title: '创建时间', sortable: true, width: 160 },
]
