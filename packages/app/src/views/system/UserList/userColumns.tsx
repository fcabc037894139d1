import { Badge, Button, makeStyles, tokens } from '@fluentui/react-components'
import type { SysUser } from '@portico/contract'
import type { DataTableColumn } from '@portico/grid'

export interface UserRowActions {
  canEdit: boolean
  canDelete: boolean
  canFreeze: boolean
  onEdit: (user: SysUser) => void
  onDelete: (user: SysUser) => void
  onToggleFrozen: (user: SysUser) => void
}

const useStyles = makeStyles({ actions: { display: 'flex', gap: tokens.spacingHorizontalXS } })

function RowActions({ user, actions }: { user: SysUser; actions: UserRowActions }) {
  const styles = useStyles()
  const frozen = user.status === 2
  return (
    <div className={styles.actions}>
      {actions.canEdit && (
        <Button
          size="small"
          appearance="transparent"
          onClick={() => actions.onEdit(user)}
          aria-label={`编辑 ${user.username}`}
        >
          编辑
        </Button>
      )}
      {actions.canFreeze && (
        <Button
          size="small"
          appearance="transparent"
          onClick={() => actions.onToggleFrozen(user)}
          aria-label={`${frozen ? '解冻' : '冻结'} ${user.username}`}
        >
          {frozen ? '解冻' : '冻结'}
        </Button>
      )}
      {actions.canDelete && (
        <Button
          size="small"
          appearance="transparent"
          onClick={() => actions.onDelete(user)}
          aria-label={`删除 ${user.username}`}
        >
          删除
        </Button>
      )}
    </div>
  )
}

export function userColumns(actions: UserRowActions): DataTableColumn<SysUser>[] {
  const columns: DataTableColumn<SysUser>[] = [
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
  if (actions.canEdit || actions.canDelete || actions.canFreeze) {
    columns.push({
      key: 'action',
      title: '操作',
      width: 170,
      render: (u) => <RowActions user={u} actions={actions} />,
    })
  }
  return columns
}
