import { index, integer, pgTable, primaryKey, smallint, timestamp, varchar } from 'drizzle-orm/pg-core'

export const sysDepart = pgTable(
  'sys_depart',
  {
    id: varchar('id', { length: 32 }).primaryKey(),
    parentId: varchar('parent_id', { length: 32 }),
    departName: varchar('depart_name', { length: 100 }).notNull(),
    orgCode: varchar('org_code', { length: 64 }).notNull().unique(),
    orgCategory: varchar('org_category', { length: 10 }),
    orgType: varchar('org_type', { length: 10 }),
    departOrder: integer('depart_order').default(0),
    description: varchar('description', { length: 500 }),
    status: varchar('status', { length: 1 }).default('1'),
    /** The customer company the department belongs to; null for the platform's own departments. */
    tenantId: integer('tenant_id'),
    delFlag: smallint('del_flag').notNull().default(0),
    createBy: varchar('create_by', { length: 32 }),
    createTime: timestamp('create_time', { mode: 'date', withTimezone: true }),
    updateBy: varchar('update_by', { length: 32 }),
    updateTime: timestamp('update_time', { mode: 'date', withTimezone: true }),
  },
  (t) => [index('idx_sys_depart_tenant_id').on(t.tenantId)],
)

/** A role that exists within one department (JeecgBoot sys_depart_role); it applies while the user works there. */
export const sysDepartRole = pgTable('sys_depart_role', {
  id: varchar('id', { length: 32 }).primaryKey(),
  departId: varchar('depart_id', { length: 32 }).notNull(),
  roleName: varchar('role_name', { length: 200 }).notNull(),
  roleCode: varchar('role_code', { length: 100 }).notNull(),
  description: varchar('description', { length: 255 }),
  createBy: varchar('create_by', { length: 32 }),
  createTime: timestamp('create_time', { mode: 'date', withTimezone: true }),
  updateBy: varchar('update_by', { length: 32 }),
  updateTime: timestamp('update_time', { mode: 'date', withTimezone: true }),
})

export const sysDepartRoleUser = pgTable(
  'sys_depart_role_user',
  {
    userId: varchar('user_id', { length: 32 }).notNull(),
    droleId: varchar('drole_id', { length: 32 }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.droleId] })],
)

export const sysDepartRolePermission = pgTable(
  'sys_depart_role_permission',
  {
    departId: varchar('depart_id', { length: 32 }).notNull(),
    roleId: varchar('role_id', { length: 32 }).notNull(),
    permissionId: varchar('permission_id', { length: 32 }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.roleId, t.permissionId] })],
)

/** 部门权限 (JeecgBoot sys_depart_permission): what a department may use; its department roles grant from these. */
export const sysDepartPermission = pgTable(
  'sys_depart_permission',
  {
    departId: varchar('depart_id', { length: 32 }).notNull(),
    permissionId: varchar('permission_id', { length: 32 }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.departId, t.permissionId] })],
)
