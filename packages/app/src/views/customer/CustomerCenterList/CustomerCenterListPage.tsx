import { Badge } from '@fluentui/react-components'
import { customerProfileResource, formatMoney, type ResourceRecordOf } from '@portico/contract'
import { ResourcePage } from '../../../components/ResourcePage'

type Customer = ResourceRecordOf<typeof customerProfileResource>

const cells = {
  balance: (row: Customer) => (
    <span style={{ color: row.balance?.startsWith('-') ? '#c50f1f' : undefined }}>
      {formatMoney(row.balance)}
    </span>
  ),
  creditLimit: (row: Customer) => formatMoney(row.creditLimit),
  status: (row: Customer) => (
    <Badge appearance="tint" color={row.status === '1' ? 'success' : 'subtle'}>
      {row.status_dictText ?? row.status}
    </Badge>
  ),
}

/** 客户中心: customer companies (each one a tenant of its own), their terms and balances. */
export default function CustomerCenterListPage() {
  return <ResourcePage<Customer> resource={customerProfileResource} cells={cells} />
}
