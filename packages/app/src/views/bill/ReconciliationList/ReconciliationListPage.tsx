import { Badge } from '@fluentui/react-components'
import { ArrowUpload20Regular } from '@fluentui/react-icons'
import { formatMoney, RECON_STATUS, reconciliationResource } from '@portico/contract'
import { useState } from 'react'
import { ResourcePage } from '../../../components/ResourcePage'
import { SidePanel } from '../../channel/shared/SidePanel'
import { ImportStatementDialog } from './ImportStatementDialog'
import { ReconciliationLinesPanel } from './ReconciliationLinesPanel'
import type { Recon } from './reconTypes'

const cells = {
  theirTotal: (row: Recon) => formatMoney(row.theirTotal),
  ourTotal: (row: Recon) => formatMoney(row.ourTotal),
  settledTotal: (row: Recon) => formatMoney(row.settledTotal),
  status: (row: Recon) => (
    <Badge appearance="tint" color={row.status === RECON_STATUS.RECONCILED ? 'success' : 'warning'}>
      {row.status_dictText ?? row.status}
    </Badge>
  ),
}

/**
 * 对账管理: carriers' statements imported against our cost of each parcel; 差异明细 lists every line of one with the
 * differences to resolve. Deleting is for a statement imported by mistake, before it is reconciled.
 */
export default function ReconciliationListPage() {
  const [open, setOpen] = useState<Recon | null>(null)
  const [reload, setReload] = useState<{ run: () => Promise<void> } | null>(null)
  const [importing, setImporting] = useState(false)
  return (
    <>
      <ResourcePage<Recon>
        resource={reconciliationResource}
        cells={cells}
        actionsWidth={240}
        rowActions={[
          {
            key: 'lines',
            permission: 'list',
            label: '差异明细',
            run: (row, { list }) => {
              setOpen(row)
              setReload({ run: list.reload })
            },
          },
        ]}
        rowActionFilter={(key, row) => key !== 'delete' || row.status !== RECON_STATUS.RECONCILED}
        toolbarActions={[
          {
            key: 'import',
            permission: 'import',
            label: '导入对账单',
            appearance: 'primary',
            icon: <ArrowUpload20Regular />,
            run: ({ list }) => {
              setReload({ run: list.reload })
              setImporting(true)
            },
          },
        ]}
        emptyText={(allows) =>
          allows('import') ? '暂无对账单，点击「导入对账单」上传承运商的对账单' : '暂无对账单'
        }
      />
      <SidePanel
        open={open !== null}
        size="full"
        title={
          open
            ? `对账单 ${open.reconNo}（${open.statementNo}，${open.periodStart} 至 ${open.periodEnd}，${open.currency}）`
            : ''
        }
        onClose={() => setOpen(null)}
      >
        {open && <ReconciliationLinesPanel reconId={open.id} onChanged={() => void reload?.run()} />}
      </SidePanel>
      <ImportStatementDialog
        open={importing}
        onClose={() => setImporting(false)}
        onImported={() => {
          setImporting(false)
          void reload?.run()
        }}
      />
    </>
  )
}
