import { Badge } from '@fluentui/react-components'
import { outBatchResource, type ResourceRecordOf } from '@portico/contract'
import { useState } from 'react'
import { ResourcePage } from '../../../components/ResourcePage'
import { OutBatchDetailDialog } from './OutBatchDetailDialog'

type OutBatch = ResourceRecordOf<typeof outBatchResource>

const cells = {
  status: (row: OutBatch) => (
    <Badge appearance="tint" color={row.status === '1' ? 'success' : 'warning'}>
      {row.status_dictText ?? row.status}
    </Badge>
  ),
}

/** 出库列表: outbound batches (built on 新增出库), their bags and parcels; export. */
export default function OutStoreListPage() {
  const [shown, setShown] = useState<{ id: string; batchNo: string } | null>(null)
  return (
    <>
      <ResourcePage<OutBatch>
        resource={outBatchResource}
        cells={cells}
        rowActions={[
          {
            key: 'bags',
            label: '袋明细',
            permission: 'list',
            run: (row) => setShown({ id: row.id, batchNo: String(row.batchNo ?? '') }),
          },
        ]}
      />
      <OutBatchDetailDialog batch={shown} onClose={() => setShown(null)} />
    </>
  )
}
