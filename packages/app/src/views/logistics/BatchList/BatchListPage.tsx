import { Badge } from '@fluentui/react-components'
import { AddRegular } from '@fluentui/react-icons'
import { type ResourceRecordOf, SUPPLIER_BATCH_STEPS, supplierBatchResource } from '@portico/contract'
import { useRef, useState } from 'react'
import type { ListPageContext } from '../../../components/ListPage/ListPage.types'
import { ResourcePage } from '../../../components/ResourcePage'
import { CreateSupplierBatchDialog } from './CreateSupplierBatchDialog'
import { StepDialog, type StepTarget } from './StepDialog'

type SupplierBatch = ResourceRecordOf<typeof supplierBatchResource>
type Context = ListPageContext<SupplierBatch>

const nextStep = (status: unknown) =>
  SUPPLIER_BATCH_STEPS[SUPPLIER_BATCH_STEPS.findIndex((step) => step.status === status) + 1]

const cells = {
  status: (row: SupplierBatch) => (
    <Badge
      appearance="tint"
      color={row.status === '5' ? 'success' : row.status === '0' ? 'informative' : 'brand'}
    >
      {row.status_dictText ?? row.status}
    </Badge>
  ),
}

/**
 * 供应商批次: line-haul legs (AWB / container) over out-stored batches. Each row's step button moves it forward
 * (交接 → 启运 → 到达 → 清关 → 妥投) and writes that event for every parcel it carries.
 */
export default function BatchListPage() {
  const [creating, setCreating] = useState(false)
  const [stepping, setStepping] = useState<StepTarget | null>(null)
  const context = useRef<Context | null>(null)
  const reload = () => void context.current?.list.reload()
  return (
    <>
      <ResourcePage<SupplierBatch>
        resource={supplierBatchResource}
        cells={cells}
        actionsWidth={240}
        toolbarActions={[
          {
            key: 'create',
            label: '新建供应商批次',
            icon: <AddRegular />,
            appearance: 'primary',
            permission: 'create',
            run: (ctx) => {
              context.current = ctx
              setCreating(true)
            },
          },
        ]}
        rowActions={[
          {
            key: 'step',
            permission: 'step',
            label: (row) => nextStep(row.status)?.action ?? '',
            run: (row, ctx) => {
              context.current = ctx
              setStepping({
                id: row.id,
                batchNo: String(row.batchNo ?? ''),
                status: String(row.status ?? ''),
                parcelCount: Number(row.parcelCount ?? 0),
              })
            },
          },
        ]}
        rowActionFilter={(key, row) => key !== 'step' || nextStep(row.status) !== undefined}
      />
      <CreateSupplierBatchDialog
        open={creating}
        onClose={(created) => {
          setCreating(false)
          if (created) reload()
        }}
      />
      <StepDialog
        target={stepping}
        onClose={(done) => {
          setStepping(null)
          if (done) reload()
        }}
      />
    </>
  )
}
