import { boolean, doublePrecision, index, pgTable, smallint, timestamp, varchar } from 'drizzle-orm/pg-core'

/** Menus (menu_type 0 top, 1 sub) and buttons (menu_type 2). */
export const sysPermission = pgTable('sys_permission', {
  id: varchar('id', { length: 32 }).primaryKey(),
  parentId: varchar('parent_id', { length: 32 }),
  name: varchar('name', { length: 100 }).notNull(),
  perms: varchar('perms', { length: 1000 }),
  permsType: varchar('perms_type', { length: 10 }).default('1'),
  icon: varchar('icon', { length: 100 }),
  component: varchar('component', { length: 255 }),
  componentName: varchar('component_name', { length: 100 }),
  url: varchar('url', { length: 255 }),
  redirect: varchar('redirect', { length: 255 }),
  sortNo: doublePrecision('sort_no').notNull().default(0),
  menuType: smallint('menu_type').notNull(),
  isLeaf: boolean('is_leaf').notNull().default(true),
  isRoute: boolean('is_route').notNull().default(true),
  keepAlive: boolean('keep_alive').notNull().default(false),
  hidden: boolean('hidden').notNull().default(false),
  alwaysShow: boolean('always_show').notNull().default(false),
  internalOrExternal: boolean('internal_or_external').notNull().default(false),
  status: varchar('status', { length: 2 }).notNull().default('1'),
  delFlag: smallint('del_flag').notNull().default(0),
  ruleFlag: smallint('rule_flag').notNull().default(0),
  description: varchar('description', { length: 255 }),
  createBy: varchar('create_by', { length: 32 }),
  createTime: timestamp('create_time', { mode: 'date', withTimezone: true }),
  updateBy: varchar('update_by', { length: 32 }),
  updateTime: timestamp('update_time', { mode: 'date', withTimezone: true }),
})

/**
 * 数据权限 (JeecgBoot sys_permission_data_rule): a condition on one field of a menu's list, e.g. createBy = #{sys_user_code}.
 * A role applies the rules chosen for it (sys_role_permission.data_rule_ids) while status is '1'.
 */
export const sysPermissionDataRule = pgTable(
  'sys_permission_data_rule',
  {
    id: varchar('id', { length: 32 }).primaryKey(),
    permissionId: varchar('permission_id', { length: 32 }).notNull(),
    ruleName: varchar('rule_name', { length: 50 }).notNull(),
    /** A declared field of the menu's resource (its JeecgBoot property name). */
    ruleColumn: varchar('rule_column', { length: 50 }).notNull(),
    /** =, !=, >, >=, <, <=, IN, LIKE, LEFT_LIKE, RIGHT_LIKE. */
    ruleConditions: varchar('rule_conditions', { length: 50 }).notNull(),
    /** A value or a #{sys_user_code} / #{sys_org_code} / #{sys_date} / #{sys_time} variable; IN: comma-separated. */
    ruleValue: varchar('rule_value', { length: 300 }).notNull(),
    status: varchar('status', { length: 3 }).notNull().default('1'),
    createBy: varchar('create_by', { length: 32 }),
    createTime: timestamp('create_time', { mode: 'date', withTimezone: true }),
    updateBy: varchar('update_by', { length: 32 }),
    updateTime: timestamp('update_time', { mode: 'date', withTimezone: true }),
  },
  (t) => [index('idx_sys_permission_data_rule_permission').on(t.permissionId)],
)
