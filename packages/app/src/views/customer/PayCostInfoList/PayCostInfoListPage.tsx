import { customerPaymentResource, formatMoney, PAY_TYPE_SIGN, type ResourceRecordOf } from '@portico/contract'
import { ResourcePage } from '../../../components/ResourcePage'

type Payment = ResourceRecordOf<typeof customerPaymentResource>

const cells = {
  amount: (row: Payment) => {
    const out = PAY_TYPE_SIGN[row.payType] === -1
    return (
      <span style={{ color: out ? '#c50f1f' : '#107c10' }}>
        {out ? '−' : '+'}
        {formatMoney(row.amount)}
      </span>
    )
  },
  balanceAfter: (row: Payment) => formatMoney(row.balanceAfter),
}

/** 支付费用信息: top-ups, bill payments, refunds and adjustments of customers' balances (never deleted). */
export default function PayCostInfoListPage() {
  return <ResourcePage<Payment> resource={customerPaymentResource} cells={cells} addLabel="登记" />
}
