import { Button } from '@fluentui/react-components'
import { ArrowSwap20Regular } from '@fluentui/react-icons'
import type { DataLogRecord } from '@portico/contract'
import { type DataTableColumn, useListPage } from '@portico/grid'
import { useNotify } from '@portico/ui'
import { useState } from 'react'
import type { FieldSpec } from '../../../components/form/fieldSpec'
import { ListPageLayout } from '../../../components/ListPage/ListPageLayout'
import { ACTION_TEXT } from '../../../components/ResourcePage/versionChanges'
import { DataLogCompareDialog } from './DataLogCompareDialog'
import { TABLE_OPTIONS, tableTitle } from './dataTables'

const searchFields: FieldSpec[] = [
  { name: 'dataTable', label: '表名', kind: 'select', options: TABLE_OPTIONS },
  { name: 'dataId', label: '数据ID', kind: 'text' },
  { name: 'createBy', label: '操作人', kind: 'text' },
]

const columns: DataTableColumn<DataLogRecord>[] = [
  {
    key: 'dataTable',
    title: '表名',
    width: 140,
    render: (row) => `${tableTitle(row.dataTable)}（${row.dataTable}）`,
  },
  { key: 'dataId', title: '数据ID', width: 260 },
  { key: 'dataVersion', title: '版本号', width: 80, align: 'right', sortable: true },
  { key: 'action', title: '操作', width: 80, render: (row) => ACTION_TEXT[row.action] ?? row.action },
  { key: 'createBy', title: '操作人', width: 100 },
  { key: 'createTime', title: '操作时间', kind: 'datetime', width: 170, sortable: true },
]

/** 数据日志: every logged version of the declared records (table, id, version, who, when); 数据比较 of two versions. */
export default function DataLogListPage() {
  const notify = useNotify()
  const list = useListPage<DataLogRecord>({
    url: { list: '/sys/dataLog/list' },
    fields: columns.map((column) => column.key),
  })
  const [comparing, setComparing] = useState<[string, string] | null>(null)

  const compare = () => {
    const chosen = list.selectedRows
    if (chosen.length !== 2) return notify.warning('请选择两条数据')
    if (chosen[0].dataTable !== chosen[1].dataTable || chosen[0].dataId !== chosen[1].dataId)
      return notify.warning('请选择同一条数据的两个版本')
    setComparing([chosen[0].id, chosen[1].id])
  }

  return (
    <ListPageLayout
      list={list}
      searchFields={searchFields}
      toolbarLabel="数据日志操作"
      tableLabel="数据日志列表"
      toolbar={
        <Button appearance="primary" icon={<ArrowSwap20Regular />} onClick={compare}>
          数据比较
        </Button>
      }
      columns={columns}
      selectable
      emptyText="暂无数据日志"
    >
      <DataLogCompareDialog ids={comparing} onClose={() => setComparing(null)} />
    </ListPageLayout>
  )
}
