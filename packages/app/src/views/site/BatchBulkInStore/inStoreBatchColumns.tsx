import { Badge, Button, makeStyles, tokens } from '@fluentui/react-components'
import { type InStoreBatch, InStoreBatchStatus } from '@portico/contract'
import type { DataTableColumn } from '@portico/grid'
import { AppLink } from '../../../components/AppLink'

export interface InStoreBatchActions {
  canDelete: boolean
  /** The batch's own address (a link on its number). */
  pathOf: (batch: InStoreBatch) => string
  onOpen: (batch: InStoreBatch) => void
  onDelete: (batch: InStoreBatch) => void
}

const useStyles = makeStyles({ actions: { display: 'flex', gap: tokens.spacingHorizontalXS } })

function RowActions({ batch, actions }: { batch: InStoreBatch; actions: InStoreBatchActions }) {
  const styles = useStyles()
  return (
    <div className={styles.actions}>
      <Button
        size="small"
        appearance="transparent"
        aria-label={`打开批次 ${batch.batchNo}`}
        onClick={() => actions.onOpen(batch)}
      >
        {batch.status === InStoreBatchStatus.OPEN ? '录入明细' : '查看'}
      </Button>
      {actions.canDelete && batch.status === InStoreBatchStatus.OPEN && (
        <Button
          size="small"
          appearance="transparent"
          aria-label={`删除批次 ${batch.batchNo}`}
          onClick={() => actions.onDelete(batch)}
        >
          删除
        </Button>
      )}
    </div>
  )
}

export function inStoreBatchColumns(actions: InStoreBatchActions): DataTableColumn<InStoreBatch>[] {
  return [
    {
      key: 'batchNo',
      title: '批次号',
      sortable: true,
      width: 150,
      render: (b) => <AppLink to={actions.pathOf(b)}>{b.batchNo}</AppLink>,
    },
    {
      key: 'status',
      title: '状态',
      width: 80,
      render: (b) => (
        <Badge appearance="tint" color={b.status === InStoreBatchStatus.DONE ? 'success' : 'warning'}>
          {b.status_dictText || b.status}
        </Badge>
      ),
    },
    { key: 'lineCount', title: '明细行数', sortable: true, width: 80 },
    { key: 'totalPieces', title: '总件数', width: 70 },
    { key: 'totalWeight', title: '总重量(kg)', sortable: true, width: 100 },
    { key: 'defaultChannel', title: '默认渠道', width: 100, render: (b) => b.defaultChannel_dictText ?? '' },
    { key: 'remark', title: '备注', width: 140, ellipsis: true },
    { key: 'createBy', title: '创建人', width: 80 },
    { key: 'createTime', title: '创建时间', sortable: true, width: 150 },
    { key: 'action', title: '操作', width: 130, render: (b) => <RowActions batch={b} actions={actions} /> },
  ]
}
