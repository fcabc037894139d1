import { Badge } from '@fluentui/react-components'
import { formatMoney, RECON_LINE_STATUS, reconciliationLineResource } from '@portico/contract'
import { useState } from 'react'
import type { ListPageContext } from '../../../components/ListPage/ListPage.types'
import { ResourcePage } from '../../../components/ResourcePage'
import { ResolveDialog } from './ResolveDialog'
import type { ReconLine } from './reconTypes'

const KIND_COLOR = {
  MATCHED: 'success',
  WEIGHT: 'warning',
  AMOUNT: 'danger',
  THEIRS_ONLY: 'severe',
  OURS_ONLY: 'informative',
} as const

/** A signed delta: + when they charge more, shown exactly. */
const delta = (value: string | null, format: (v: string) => string) =>
  value === null ? '' : `${value.startsWith('-') ? '' : '+'}${format(value)}`

const cells = {
  diffKind: (row: ReconLine) => (
    <Badge appearance="tint" color={KIND_COLOR[row.diffKind as keyof typeof KIND_COLOR] ?? 'subtle'}>
      {row.diffKind_dictText ?? row.diffKind}
    </Badge>
  ),
  theirAmount: (row: ReconLine) => formatMoney(row.theirAmount),
  ourAmount: (row: ReconLine) => formatMoney(row.ourAmount),
  settledAmount: (row: ReconLine) => formatMoney(row.settledAmount),
  weightDelta: (row: ReconLine) => (row.weightDelta === '0.000' ? '' : delta(row.weightDelta, (v) => v)),
  amountDelta: (row: ReconLine) => (row.amountDelta === '0.00' ? '' : delta(row.amountDelta, formatMoney)),
}

/**
 * The lines of one reconciliation: each difference with both sides, and 处理 on the open ones (lines are never
 * edited: they share the header's permission codes, so 编辑 is filtered out here).
 */
export function ReconciliationLinesPanel({ reconId, onChanged }: { reconId: string; onChanged: () => void }) {
  const [resolving, setResolving] = useState<{ line: ReconLine; context: ListPageContext<ReconLine> } | null>(
    null,
  )
  return (
    <>
      <ResourcePage<ReconLine>
        resource={reconciliationLineResource}
        fixed={{ reconciliationId: reconId }}
        cells={cells}
        actionsWidth={120}
        rowActions={[
          {
            key: 'resolve',
            permission: 'resolve',
            label: '处理',
            run: (line, context) => setResolving({ line, context }),
          },
        ]}
        rowActionFilter={(key, line) => key === 'resolve' && line.status === RECON_LINE_STATUS.OPEN}
        emptyText="没有对账明细"
      />
      <ResolveDialog
        key={resolving?.line.id ?? 'none'}
        line={resolving?.line ?? null}
        onClose={() => setResolving(null)}
        onResolved={() => {
          void resolving?.context.list.reload()
          setResolving(null)
          onChanged()
        }}
      />
    </>
  )
}
