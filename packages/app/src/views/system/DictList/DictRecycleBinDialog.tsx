import type { DataTableColumn } from '@portico/grid'
import { RecycleBinDialog } from '../../../components/RecycleBinDialog'

interface DeletedDict {
  id: string
  dictName: string
  dictCode: string
  description: string | null
  updateBy: string | null
  updateTime: string | null
}

const columns: DataTableColumn<DeletedDict>[] = [
  { key: 'dictName', title: '字典名称', width: 160 },
  { key: 'dictCode', title: '字典编码', kind: 'code', width: 160 },
  { key: 'updateBy', title: '删除人', width: 90 },
  { key: 'updateTime', title: '删除时间', kind: 'datetime', width: 160 },
]

/** 回收站: deleted dictionaries, restored (还原) or removed with their items for good (彻底删除). */
export function DictRecycleBinDialog(props: { open: boolean; onClose: () => void; onRestored: () => void }) {
  return (
    <RecycleBinDialog<DeletedDict>
      {...props}
      title="字典回收站"
      tableLabel="已删除的字典"
      listPath="/sys/dict/deleteList"
      columns={columns}
      nameOf={(row) => row.dictName}
      restore={(http, row) => http.put(`/sys/dict/back/${encodeURIComponent(row.id)}`)}
      restoredMessage={(row) => `字典「${row.dictName}」已还原`}
      purge={(http, row) => http.delete(`/sys/dict/deletePhysic/${encodeURIComponent(row.id)}`)}
      purgeQuestion={(row) => `确定彻底删除字典「${row.dictName}」及其全部字典项吗？删除后无法恢复。`}
    />
  )
}
