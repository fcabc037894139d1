import { Calculator20Regular } from '@fluentui/react-icons'
import type { costPlanResource, Resource, ResourceRecordOf } from '@portico/contract'
import { usePermissions } from '@portico/ui'
import { useMemo, useState } from 'react'
import type { RowAction, ToolbarAction } from '../../../components/ListPage/ListPage.types'
import { ResourcePage } from '../../../components/ResourcePage'
import { BandsEditor } from './BandsEditor'
import { usePlanApi } from './planApi'
import { QuoteDialog } from './QuotePanel'
import { SidePanel } from './SidePanel'
import { StatusBadge } from './StatusBadge'

type Plan = ResourceRecordOf<typeof costPlanResource> & { customerId_dictText?: string }

const firstAdditional = (values: Record<string, string>) => values.pricingMode === 'FIRST_ADDITIONAL'
const fieldOverrides = {
  firstWeight: { visible: firstAdditional, placeholder: '如 0.5' },
  firstPrice: { visible: firstAdditional },
  additionalWeight: { visible: firstAdditional, placeholder: '如 0.5' },
  additionalPrice: { visible: firstAdditional },
  validTo: { placeholder: '不填为长期有效' },
}

function priceCell(row: Plan) {
  if (row.pricingMode === 'FIRST_ADDITIONAL')
    return `首${row.firstWeight}kg ${row.firstPrice} + 续${row.additionalWeight}kg ${row.additionalPrice}`
  return '重量段（见价格表）'
}

/**
 * A plan kind's screen (成本方案 or 销售方案): the plans, the weight bands of a BANDS plan in a side panel (editable
 * table) and 试算.
 */
export function PlanListPage({ resource, withCustomer }: { resource: Resource; withCustomer: boolean }) {
  const api = usePlanApi(resource.baseUrl)
  const permissions = usePermissions()
  const [bandsOf, setBandsOf] = useState<Plan | null>(null)
  const [quoting, setQuoting] = useState(false)
  const cells = useMemo(
    () => ({
      status: (row: Plan) => <StatusBadge row={row} />,
      pricingMode: (row: Plan) => <span title={priceCell(row)}>{row.pricingMode_dictText}</span>,
      validTo: (row: Plan) => row.validTo ?? '长期',
    }),
    [],
  )
  const rowActions: RowAction<Plan>[] = [
    { key: 'bands', permission: 'list', label: '价格表', run: (row) => setBandsOf(row) },
  ]
  const toolbarActions: ToolbarAction<Plan>[] = [
    {
      key: 'quote',
      permission: 'quote',
      label: '试算',
      icon: <Calculator20Regular />,
      run: () => setQuoting(true),
    },
  ]
  return (
    <>
      <ResourcePage<Plan>
        resource={resource}
        cells={cells}
        fieldOverrides={fieldOverrides}
        rowActions={rowActions}
        rowActionFilter={(key, row) => key !== 'bands' || row.pricingMode === 'BANDS'}
        toolbarActions={toolbarActions}
        actionsWidth={240}
      />
      <SidePanel
        open={bandsOf !== null}
        title={bandsOf ? `价格表 - ${bandsOf.name}` : ''}
        onClose={() => setBandsOf(null)}
      >
        {bandsOf && (
          <BandsEditor
            api={api}
            planId={bandsOf.id}
            currency={bandsOf.currencyCode}
            canEdit={permissions.allows(resource.perms.edit)}
            onSaved={() => undefined}
          />
        )}
      </SidePanel>
      {quoting && (
        <QuoteDialog
          open
          title={`${resource.title}试算`}
          api={api}
          withCustomer={withCustomer}
          onClose={() => setQuoting(false)}
        />
      )}
    </>
  )
}
