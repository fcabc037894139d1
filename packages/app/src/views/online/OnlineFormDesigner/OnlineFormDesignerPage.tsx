import { Badge } from '@fluentui/react-components'
import { ArrowImportRegular } from '@fluentui/react-icons'
import { ONLINE_TABLE_TYPE_TEXT, type OnlineFormHead } from '@portico/contract'
import type { DataTableColumn } from '@portico/grid'
import { useNotify } from '@portico/ui'
import { useState } from 'react'
import type { FieldSpec } from '../../../components/form/fieldSpec'
import { ListPage } from '../../../components/ListPage/ListPage'
import { DesignDialog } from './DesignDialog'
import { exportCode } from './exportCode'
import { ImportCodeDialog } from './ImportCodeDialog'
import { SyncDialog } from './SyncDialog'

const searchFields: FieldSpec[] = [
  { name: 'tableName', label: '表名', kind: 'text' },
  { name: 'tableTxt', label: '表描述', kind: 'text' },
]

const columns: DataTableColumn<OnlineFormHead>[] = [
  { key: 'tableName', title: '表名', width: 200 },
  { key: 'tableTxt', title: '表描述', width: 200 },
  {
    key: 'tableType',
    title: '表类型',
    width: 90,
    render: (head) => ONLINE_TABLE_TYPE_TEXT[head.tableType] ?? ONLINE_TABLE_TYPE_TEXT[1],
  },
  { key: 'tableVersion', title: '版本', width: 80 },
  {
    key: 'isDbSynch',
    title: '同步状态',
    width: 100,
    render: (head) =>
      head.isDbSynch === 'Y' ? (
        <Badge appearance="tint" color="success">
          已同步
        </Badge>
      ) : (
        <Badge appearance="tint" color="warning">
          未同步
        </Badge>
      ),
  },
  { key: 'createTime', title: '创建时间', kind: 'datetime', width: 170 },
]

/**
 * Online表单开发: the tenant's form designs; 新增 / 编辑 their fields, 同步数据库 with the DDL preview. A synchronised
 * design opens from its menu entry (/online/cgformList/<id>) as a resource page.
 */
export default function OnlineFormDesignerPage() {
  const [syncing, setSyncing] = useState<{ head: OnlineFormHead; reload: () => void } | null>(null)
  const [importing, setImporting] = useState<{ reload: () => void } | null>(null)
  const notify = useNotify()
  return (
    <>
      <ListPage<OnlineFormHead>
        entity="表单"
        measureWord="个"
        rowLabel={(head) => head.tableName}
        urls={{
          list: '/online/cgform/head/list',
          delete: '/online/cgform/head/delete',
          deleteBatch: '/online/cgform/head/deleteBatch',
        }}
        permissionPrefix="online:cgform"
        searchFields={searchFields}
        columns={columns}
        actionsWidth={300}
        toolbarActions={[
          {
            key: 'importCode',
            permission: 'add',
            label: '导入代码',
            icon: <ArrowImportRegular />,
            run: ({ list }) => setImporting({ reload: list.reload }),
          },
        ]}
        addLabel="新增"
        form={DesignDialog}
        rowActions={[
          {
            key: 'sync',
            permission: 'sync',
            label: '同步数据库',
            run: (head, { list }) => setSyncing({ head, reload: list.reload }),
          },
          {
            key: 'exportCode',
            permission: 'list',
            label: '导出代码',
            run: (head) => void exportCode(head).catch(() => notify.warning('导出失败，请稍后重试')),
          },
        ]}
        emptyText="还没有表单"
      />
      <ImportCodeDialog
        open={importing !== null}
        onClose={() => setImporting(null)}
        onImported={() => importing?.reload()}
      />
      <SyncDialog
        head={syncing?.head ?? null}
        onClose={() => setSyncing(null)}
        onSynced={() => {
          syncing?.reload()
          setSyncing(null)
        }}
      />
    </>
  )
}
