import { Badge } from '@fluentui/react-components'
import { InStoreBatchStatus, inStoreBatchResource, type ResourceRecordOf } from '@portico/contract'
import { useCallback } from 'react'
import { useNavigate } from 'react-router-dom'
import { AppLink } from '../../../components/AppLink'
import type { EntityFormProps } from '../../../components/form/useEntityForm'
import type { RowAction } from '../../../components/ListPage/ListPage.types'
import { ResourcePage } from '../../../components/ResourcePage'
import { CreateBatchDialog } from './CreateBatchDialog'

type Batch = ResourceRecordOf<typeof inStoreBatchResource>

export const batchPath = (id: string) => `/site/bulkInStore?batchId=${encodeURIComponent(id)}`
const isOpen = (batch: Batch) => batch.status === InStoreBatchStatus.OPEN

const cells = {
  batchNo: (batch: Batch) => <AppLink to={batchPath(batch.id)}>{batch.batchNo}</AppLink>,
  status: (batch: Batch) => (
    <Badge appearance="tint" color={isOpen(batch) ? 'warning' : 'success'}>
      {batch.status_dictText || batch.status}
    </Badge>
  ),
}

/** A batch's header is edited on its own page; a completed batch can no longer be deleted. */
const rowActionFilter = (key: string, batch: Batch) => key !== 'edit' && (key !== 'delete' || isOpen(batch))

/** The in-store batches, newest first: open one to scan its parcels, or start a new one. */
export function InStoreBatchList() {
  const navigate = useNavigate()
  const open: RowAction<Batch> = {
    key: 'open',
    permission: 'list',
    label: (batch) => (isOpen(batch) ? '录入明细' : '查看'),
    run: (batch) => navigate(batchPath(batch.id)),
  }
  // Unmounted rather than animated closed: the list is hidden (kept alive) as the new batch's tab opens, and a
  // modal still fading out in a hidden page could leave the rest of the app aria-hidden.
  const form = useCallback(
    ({ row, onClose, onSaved }: EntityFormProps<Batch>) =>
      row && (
        <CreateBatchDialog
          open
          onClose={onClose}
          onCreated={(batch) => {
            onSaved()
            navigate(batchPath(batch.id))
          }}
        />
      ),
    [navigate],
  )
  return (
    <ResourcePage<Batch>
      resource={inStoreBatchResource}
      addLabel="新建批次"
      cells={cells}
      form={form}
      rowActions={[open]}
      rowActionFilter={rowActionFilter}
      emptyText={(allows) =>
        allows('add') ? '还没有入库批次：点击「新建批次」开始扫描入库' : '还没有入库批次'
      }
    />
  )
}
