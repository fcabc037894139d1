import { ListPage } from '../../../components/ListPage/ListPage'
import { UserFormDialog } from './UserFormDialog'
import { userQueryFields } from './userFields'
import { userListProps } from './userList'

const userList = userListProps({
  urls: {
    list: '/sys/user/list',
    delete: '/sys/user/delete',
    deleteBatch: '/sys/user/deleteBatch',
    exportXls: '/sys/user/exportXls',
    importExcel: '/sys/user/importExcel',
  },
  permissionPrefix: 'system:user',
  frozen: '/sys/user/frozenBatch',
  form: UserFormDialog,
  superQuery: { fields: userQueryFields, saveCode: '/isystem/user' },
  excelFileName: '用户列表',
})

/** 用户管理 (spec §2 System views; §7 User calls). */
export default function UserListPage() {
  return <ListPage {...userList} />
}
