import { userResource } from '@portico/contract'
import { eq } from 'drizzle-orm'
import { sysUser } from '../../../db/schema'
import { USER_SHEET, userImportPlan } from '../../../services/users/user-excel'
import { USER_LIST } from '../../../services/users/users-list'
import { listExcelRoutes } from '../../list-excel'

/** 用户列表 in Excel: the list's users (deleted ones never), imported like the user form. */
export const userExcelRoutes = listExcelRoutes({
  base: '/sys/user',
  tags: ['user'],
  sheet: USER_SHEET,
  list: USER_LIST,
  table: sysUser,
  id: sysUser.id,
  scope: [eq(sysUser.delFlag, 0)],
  permissions: { exportXls: userResource.perms.exportXls, importExcel: userResource.perms.importExcel },
  importPlan: ({ actor }) => userImportPlan(actor),
})
