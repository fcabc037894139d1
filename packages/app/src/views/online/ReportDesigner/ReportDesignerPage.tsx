import { Badge } from '@fluentui/react-components'
import type { ReportHeadWire } from '@portico/contract'
import type { DataTableColumn } from '@portico/grid'
import { useNavigate } from 'react-router-dom'
import type { FieldSpec } from '../../../components/form/fieldSpec'
import { ListPage } from '../../../components/ListPage/ListPage'
import { ReportDesignDialog } from './ReportDesignDialog'

const searchFields: FieldSpec[] = [
  { name: 'code', label: '报表编码', kind: 'text' },
  { name: 'name', label: '报表名称', kind: 'text' },
]

const columns: DataTableColumn<ReportHeadWire>[] = [
  { key: 'code', title: '报表编码', width: 170 },
  { key: 'name', title: '报表名称', width: 150 },
  {
    key: 'design',
    title: '类型',
    width: 100,
    render: (head) =>
      head.design ? (
        <Badge appearance="tint" color="brand">
          设计报表
        </Badge>
      ) : (
        <Badge appearance="tint" color="informative">
          SQL报表
        </Badge>
      ),
  },
  { key: 'content', title: '描述', width: 200 },
  { key: 'createTime', title: '创建时间', kind: 'datetime', width: 170 },
]

/**
 * Online报表配置: the reports; 新增 / 编辑 a designed report (no SQL) with its preview, 打开 one as its report page
 * (/online/cgreport/<id>) with its parameters, chart and 导出. Developers' SQL reports are listed, not edited.
 */
export default function ReportDesignerPage() {
  const navigate = useNavigate()
  return (
    <ListPage<ReportHeadWire>
      entity="报表"
      measureWord="个"
      rowLabel={(head) => head.name}
      urls={{
        list: '/online/cgreport/head/list',
        delete: '/online/cgreport/head/delete',
        deleteBatch: '/online/cgreport/head/deleteBatch',
      }}
      permissionPrefix="online:cgreport"
      searchFields={searchFields}
      columns={columns}
      actionsWidth={200}
      addLabel="新增"
      form={ReportDesignDialog}
      rowActions={[
        {
          key: 'open',
          permission: 'list',
          label: '打开',
          run: (head) => navigate(`/online/cgreport/${head.id}`),
        },
      ]}
      rowActionFilter={(key, head) => Boolean(head.design) || key === 'open'}
      emptyText="还没有报表"
    />
  )
}
