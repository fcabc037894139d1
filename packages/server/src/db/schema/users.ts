import { sql } from 'drizzle-orm'
import { date, index, integer, pgTable, primaryKey, smallint, timestamp, varchar } from 'drizzle-orm/pg-core'

export const sysUser = pgTable(
  'sys_user',
  {
    id: varchar('id', { length: 32 }).primaryKey(),
    username: varchar('username', { length: 100 }).notNull().unique(),
    realname: varchar('realname', { length: 100 }).notNull(),
    password: varchar('password', { length: 255 }).notNull(),
    salt: varchar('salt', { length: 64 }),
    avatar: varchar('avatar', { length: 255 }),
    birthday: date('birthday', { mode: 'string' }),
    sex: smallint('sex'),
    email: varchar('email', { length: 100 }),
    phone: varchar('phone', { length: 45 }),
    orgCode: varchar('org_code', { length: 64 }),
    status: smallint('status').notNull().default(1),
    delFlag: smallint('del_flag').notNull().default(0),
    workNo: varchar('work_no', { length: 100 }),
    post: varchar('post', { length: 100 }),
    telephone: varchar('telephone', { length: 45 }),
    userIdentity: smallint('user_identity'),
    departIds: varchar('depart_ids', { length: 1000 }),
    relTenantIds: varchar('rel_tenant_ids', { length: 100 }),
    /** Bumped by every write through the user resource; an edit sent with an older one is refused. */
    version: integer('version').notNull().default(1),
    createBy: varchar('create_by', { length: 32 }),
    createTime: timestamp('create_time', { mode: 'date', withTimezone: true }),
    updateBy: varchar('update_by', { length: 32 }),
    updateTime: timestamp('update_time', { mode: 'date', withTimezone: true }),
  },
  (t) => [
    // The list's sorts, (column, id) so paging stays stable, over live users only and with 姓名 (the usual filter)
    // in the index: the page's ids are then found from the index alone, without reading the rows skipped.
    index('idx_sys_user_live_create_time').on(t.createTime, t.id, t.realname).where(sql`del_flag = 0`),
    index('idx_sys_user_live_realname').on(t.realname, t.id).where(sql`del_flag = 0`),
    index('idx_sys_user_live_username').on(t.username, t.id, t.realname).where(sql`del_flag = 0`),
    // Phone login, the SMS checks and every import batch's duplicate check look users up by phone or e-mail.
    index('idx_sys_user_phone').on(t.phone),
    index('idx_sys_user_email').on(t.email),
  ],
)

export const sysUserRole = pgTable(
  'sys_user_role',
  {
    userId: varchar('user_id', { length: 32 }).notNull(),
    roleId: varchar('role_id', { length: 32 }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.roleId] })],
)

export const sysUserDepart = pgTable(
  'sys_user_depart',
  {
    userId: varchar('user_id', { length: 32 }).notNull(),
    depId: varchar('dep_id', { length: 32 }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.depId] })],
)
