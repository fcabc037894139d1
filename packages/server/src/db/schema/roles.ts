import { index, integer, pgTable, primaryKey, timestamp, varchar } from 'drizzle-orm/pg-core'

export const sysRole = pgTable(
  'sys_role',
  {
    id: varchar('id', { length: 32 }).primaryKey(),
    roleName: varchar('role_name', { length: 200 }).notNull(),
    roleCode: varchar('role_code', { length: 100 }).notNull().unique(),
    description: varchar('description', { length: 255 }),
    /** The customer company (sys_tenant of type customer) the role belongs to; null for the platform's own roles. */
    tenantId: integer('tenant_id'),
    createBy: varchar('create_by', { length: 32 }),
    createTime: timestamp('create_time', { mode: 'date', withTimezone: true }),
    updateBy: varchar('update_by', { length: 32 }),
    updateTime: timestamp('update_time', { mode: 'date', withTimezone: true }),
  },
  (t) => [index('idx_sys_role_tenant_id').on(t.tenantId)],
)

export const sysRolePermission = pgTable(
  'sys_role_permission',
  {
    roleId: varchar('role_id', { length: 32 }).notNull(),
    permissionId: varchar('permission_id', { length: 32 }).notNull(),
    /** The data rules (sys_permission_data_rule ids, comma-separated) of this menu the role applies. */
    dataRuleIds: varchar('data_rule_ids', { length: 1000 }),
  },
  (t) => [primaryKey({ columns: [t.roleId, t.permissionId] })],
)
