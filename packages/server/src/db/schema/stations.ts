import { integer, pgTable, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core'

/** 站点: a place that handles parcels (揽收点, 分拣中心, 海外仓). Platform data, shared by every tenant. */
export const logisticsStation = pgTable(
  'logistics_station',
  {
    id: varchar('id', { length: 32 }).primaryKey(),
    code: varchar('code', { length: 32 }).notNull(),
    name: varchar('name', { length: 100 }).notNull(),
    /** The name in English, shown wherever a buyer reads the tracking in English (the `/track` page). */
    nameEn: varchar('name_en', { length: 100 }),
    /** Dictionary station_type. */
    stationType: varchar('station_type', { length: 10 }).notNull(),
    /** The area code (province, city or district) chosen with the area picker. */
    areaCode: varchar('area_code', { length: 20 }),
    address: varchar('address', { length: 300 }).notNull(),
    /** The manager's username. */
    manager: varchar('manager', { length: 100 }),
    phone: varchar('phone', { length: 40 }),
    openingHours: varchar('opening_hours', { length: 100 }),
    /** IANA time zone of the place: trajectory events written here show its local time. */
    timeZone: varchar('time_zone', { length: 40 }).notNull().default('Asia/Shanghai'),
    /** Dictionary station_status: 1 营业, 0 停用. */
    status: varchar('status', { length: 10 }).notNull().default('1'),
    remark: varchar('remark', { length: 500 }),
    version: integer('version').notNull().default(1),
    createBy: varchar('create_by', { length: 32 }),
    createTime: timestamp('create_time', { mode: 'date', withTimezone: true }),
    updateBy: varchar('update_by', { length: 32 }),
    updateTime: timestamp('update_time', { mode: 'date', withTimezone: true }),
  },
  (t) => [uniqueIndex('uniq_logistics_station_code').on(t.code)],
)
