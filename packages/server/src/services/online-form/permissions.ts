/** The designer's permission codes (Online表单开发's buttons). */
export const CGFORM_PERMS = {
  list: 'online:cgform:list',
  add: 'online:cgform:add',
  edit: 'online:cgform:edit',
  delete: 'online:cgform:delete',
  sync: 'online:cgform:sync',
} as const
