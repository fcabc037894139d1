import { tenantResource } from '@portico/contract'
import { ResourcePage, type ResourceRow } from '../../../components/ResourcePage'
import { EnabledBadge } from '../shared/EnabledBadge'

/** Its id is the 租户编号 (a number on the wire). */
type Tenant = ResourceRow & { status?: number; status_dictText?: string }

const cells = {
  status: (row: Tenant) => <EnabledBadge value={row.status} text={row.status_dictText} />,
}

const fieldOverrides = { id: { placeholder: '请输入租户编号（正整数，保存后不可修改）' } }

/** 租户管理: the tenants (租户编号 typed once), their validity and status; one with users cannot be deleted. */
export default function TenantListPage() {
  return <ResourcePage<Tenant> resource={tenantResource} cells={cells} fieldOverrides={fieldOverrides} />
}
