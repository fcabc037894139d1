import type { SysUser } from '@portico/contract'
import { useMemo, useState } from 'react'
import type { EntityFormProps } from '../../../components/form/useEntityForm'
import { ListPage } from '../../../components/ListPage/ListPage'
import { UserFormDialog } from '../../system/UserList/UserFormDialog'
import { userListProps } from '../../system/UserList/userList'
import { CustomerChooser } from '../shared/CustomerChooser'
import { customerUserSource } from './customerUserSource'

/** One customer's users: 用户管理's list and form, with the customer's roles and departments. */
function CustomerUsers({ tenantId }: { tenantId: string }) {
  const page = useMemo(() => {
    const source = customerUserSource(tenantId)
    const form = (props: EntityFormProps<SysUser>) => <UserFormDialog {...props} source={source} />
    return userListProps({
      // Customers' users are frozen, not deleted: no one holds customer:user:delete, so 删除 never shows.
      urls: { list: `/customer/user/list?tenantId=${tenantId}`, delete: '', deleteBatch: '' },
      permissionPrefix: 'customer:user',
      frozen: '/customer/user/frozenBatch',
      form,
    })
  }, [tenantId])
  return <ListPage {...page} />
}

/** 客户用户: the users of a customer company, who sign in to that company's own data. */
export default function CustomerUserListPage() {
  const [tenantId, setTenantId] = useState('')
  return (
    <>
      <CustomerChooser value={tenantId} onChange={setTenantId} required />
      {tenantId && <CustomerUsers key={tenantId} tenantId={tenantId} />}
    </>
  )
}
