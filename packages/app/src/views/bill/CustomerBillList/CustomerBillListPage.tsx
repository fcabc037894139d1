import { Badge } from '@fluentui/react-components'
import { DocumentAdd20Regular } from '@fluentui/react-icons'
import {
  BILL_TRANSITIONS,
  type BillTransition,
  customerBillResource,
  formatMoney,
  type ResourceRecordOf,
} from '@portico/contract'
import { useState } from 'react'
import type { ListPageContext, RowAction } from '../../../components/ListPage/ListPage.types'
import { ResourcePage } from '../../../components/ResourcePage'
import { useTexts } from '../../../i18n'
import { BillLinesDialog } from './BillLinesDialog'
import { GenerateBillDialog } from './GenerateBillDialog'

type Bill = ResourceRecordOf<typeof customerBillResource>

const STATUS_COLOR = {
  '0': 'subtle',
  '1': 'informative',
  '2': 'brand',
  '3': 'success',
  '4': 'danger',
} as const

const cells = {
  totalAmount: (row: Bill) => <strong>{formatMoney(row.totalAmount)}</strong>,
  taxAmount: (row: Bill) => formatMoney(row.taxAmount),
  status: (row: Bill) => <BillStatusBadge status={row.status} text={row.status_dictText} />,
}

function BillStatusBadge({ status, text }: { status: string | null; text: string | null | undefined }) {
  const { dict } = useTexts()
  return (
    <Badge appearance="tint" color={STATUS_COLOR[status as keyof typeof STATUS_COLOR] ?? 'subtle'}>
      {dict('bill_status', status ?? '', text ?? status)}
    </Badge>
  )
}

async function move(bill: Bill, action: BillTransition, { http, notify, list }: ListPageContext<Bill>) {
  const reply = await http.post('/bill/customerBill/status', { id: bill.id, action })
  if (reply.success) {
    notify.success(reply.message)
    await list.reload()
  } else notify.warning(reply.message)
}

const transitionActions: RowAction<Bill>[] = (Object.keys(BILL_TRANSITIONS) as BillTransition[]).map(
  (action) => ({
    key: action,
    permission: 'status',
    label: BILL_TRANSITIONS[action].label,
    run: (bill, context) =>
      context.confirm({
        content: `确定${BILL_TRANSITIONS[action].label}账单 ${bill.billNo} 吗?`,
        onConfirm: () => move(bill, action, context),
      }),
  }),
)

/** Which buttons a bill shows: the transitions its status allows; edit (remark) and delete for drafts only. */
function showAction(key: string, bill: Bill): boolean {
  if (Object.hasOwn(BILL_TRANSITIONS, key))
    return (BILL_TRANSITIONS[key as BillTransition].from as readonly string[]).includes(bill.status ?? '')
  if (key === 'delete' || key === 'edit') return bill.status === '0'
  return true
}

/** 客户账单: generated bills of customers' shipped parcels, their lines and status buttons. */
export default function CustomerBillListPage() {
  const { t } = useTexts()
  const [viewing, setViewing] = useState<Bill | null>(null)
  const [generating, setGenerating] = useState<(() => Promise<void>) | null>(null)
  return (
    <>
      <ResourcePage<Bill>
        resource={customerBillResource}
        cells={cells}
        actionsWidth={260}
        rowActions={[
          { key: 'lines', permission: 'list', label: t('bill.lines'), run: (bill) => setViewing(bill) },
          ...transitionActions,
        ]}
        rowActionFilter={showAction}
        toolbarActions={[
          {
            key: 'generate',
            permission: 'generate',
            label: '生成账单',
            appearance: 'primary',
            icon: <DocumentAdd20Regular />,
            run: ({ list }) => setGenerating(() => list.reload),
          },
        ]}
        emptyText={(allows) =>
          allows('generate') ? '暂无账单，点击「生成账单」按客户和账期出账' : t('bill.empty')
        }
      />
      <BillLinesDialog bill={viewing} onClose={() => setViewing(null)} />
      <GenerateBillDialog
        open={generating !== null}
        onClose={() => setGenerating(null)}
        onGenerated={() => {
          void generating?.()
          setGenerating(null)
        }}
      />
    </>
  )
}
