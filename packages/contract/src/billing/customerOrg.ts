/** 客户部门角色 and 客户用户: platform staff keep each customer company's departments, roles and users. */
export const CUSTOMER_ORG_PERMS = {
  /** See a customer's departments and roles. */
  orgList: 'customer:departRole:list',
  /** Add, edit and delete a customer's departments. */
  depart: 'customer:departRole:depart',
  /** Add, edit and delete a customer's roles. */
  role: 'customer:departRole:role',
  /** Choose which customer menus a customer's role may use. */
  auth: 'customer:departRole:auth',
  userList: 'customer:user:list',
  userAdd: 'customer:user:add',
  userEdit: 'customer:user:edit',
  userFrozen: 'customer:user:frozen',
} as const
