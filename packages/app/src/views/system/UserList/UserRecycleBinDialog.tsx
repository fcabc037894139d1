import type { DataTableColumn } from '@portico/grid'
import { RecycleBinDialog } from '../../../components/RecycleBinDialog'

interface DeletedUser {
  id: string
  username: string
  realname: string | null
  orgCodeTxt?: string | null
  updateBy?: string | null
  updateTime?: string | null
}

const columns: DataTableColumn<DeletedUser>[] = [
  { key: 'username', title: '用户账号', kind: 'code', width: 130 },
  { key: 'realname', title: '用户姓名', width: 110 },
  { key: 'updateBy', title: '删除人', width: 90 },
  { key: 'updateTime', title: '删除时间', kind: 'datetime', width: 160 },
]

/**
 * 回收站 of 用户管理 (JeecgBoot's UserRecycleBinModal): deleted users, restored (还原) with their roles and
 * departments, or removed for good (彻底删除).
 */
export function UserRecycleBinDialog(props: { open: boolean; onClose: () => void; onRestored: () => void }) {
  return (
    <RecycleBinDialog<DeletedUser>
      {...props}
      title="用户回收站"
      tableLabel="已删除的用户"
      listPath="/sys/user/recycleBin"
      columns={columns}
      nameOf={(row) => row.username}
      restore={(http, row) => http.put('/sys/user/putRecycleBin', { userIds: row.id })}
      restoredMessage={(row) => `用户「${row.username}」已还原`}
      purge={(http, row) => http.delete('/sys/user/deleteRecycleBin', { userIds: row.id })}
      purgeQuestion={(row) => `确定彻底删除用户「${row.username}」吗？删除后无法恢复。`}
    />
  )
}
