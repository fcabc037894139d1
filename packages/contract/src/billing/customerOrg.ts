/** 客户部门角色 and 客户用户: platform staff keep each customer company's departments, roles and users. */
export const CUSTOMER_ORG_PERMS = {
  departList: 'customer:depart:list',
  departAdd: 'customer:depart:add',
  departEdit: 'customer:depart:edit',
  departDelete: 'customer:depart:delete',
  roleList: 'customer:role:list',
  roleAdd: 'customer:role:add',
  roleEdit: 'customer:role:edit',
  roleDelete: 'customer:role:delete',
  /** Choose which customer menus a customer's role may use. */
  roleAuth: 'customer:role:auth',
  userList: 'customer:user:list',
  userAdd: 'customer:user:add',
  userEdit: 'customer:user:edit',
  userFrozen: 'customer:user:frozen',
} as const
