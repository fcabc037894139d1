import { integer, numeric, pgTable, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core'

const audit = {
  version: integer('version').notNull().default(1),
  createBy: varchar('create_by', { length: 32 }),
  createTime: timestamp('create_time', { mode: 'date', withTimezone: true }),
  updateBy: varchar('update_by', { length: 32 }),
  updateTime: timestamp('update_time', { mode: 'date', withTimezone: true }),
}

/** 海外代理: a destination-country partner that clears imports, stores and delivers the last mile. */
export const transportOverseasAgent = pgTable(
  'transport_overseas_agent',
  {
    id: varchar('id', { length: 32 }).primaryKey(),
    code: varchar('code', { length: 32 }).notNull(),
    name: varchar('name', { length: 100 }).notNull(),
    /** Dictionary country. */
    country: varchar('country', { length: 2 }).notNull(),
    /** The customs broker licence number of the destination country. */
    licenceNo: varchar('licence_no', { length: 64 }),
    contact: varchar('contact', { length: 50 }),
    phone: varchar('phone', { length: 30 }),
    email: varchar('email', { length: 100 }),
    address: varchar('address', { length: 300 }),
    /** Dictionary agent_service codes, comma-separated. */
    services: varchar('services', { length: 100 }),
    /** Dictionary transport_status: 1 合作中, 0 停用. */
    status: varchar('status', { length: 10 }).notNull().default('1'),
    ...audit,
  },
  (t) => [uniqueIndex('uniq_transport_overseas_agent_code').on(t.code)],
)

/** 属地代理: a local partner in one city working under an overseas agent (pick-up, delivery). */
export const transportHabitatAgent = pgTable(
  'transport_habitat_agent',
  {
    id: varchar('id', { length: 32 }).primaryKey(),
    code: varchar('code', { length: 32 }).notNull(),
    name: varchar('name', { length: 100 }).notNull(),
    country: varchar('country', { length: 2 }).notNull(),
    city: varchar('city', { length: 100 }),
    /** transport_overseas_agent.code. */
    overseasAgent: varchar('overseas_agent', { length: 32 }),
    contact: varchar('contact', { length: 50 }),
    phone: varchar('phone', { length: 30 }),
    status: varchar('status', { length: 10 }).notNull().default('1'),
    ...audit,
  },
  (t) => [uniqueIndex('uniq_transport_habitat_agent_code').on(t.code)],
)

/** 司机: a driver of a habitat agent. */
export const transportDriver = pgTable(
  'transport_driver',
  {
    id: varchar('id', { length: 32 }).primaryKey(),
    name: varchar('name', { length: 50 }).notNull(),
    /** ID or driving licence number: identifies the driver. */
    licenceNo: varchar('licence_no', { length: 40 }).notNull(),
    /** Dictionary driver_licence_class. */
    licenceClass: varchar('licence_class', { length: 10 }).notNull(),
    phone: varchar('phone', { length: 30 }),
    /** transport_habitat_agent.code. */
    habitatAgent: varchar('habitat_agent', { length: 32 }),
    status: varchar('status', { length: 10 }).notNull().default('1'),
    ...audit,
  },
  (t) => [uniqueIndex('uniq_transport_driver_licence_no').on(t.licenceNo)],
)

/** 属地车辆: a vehicle of a habitat agent, with its usual driver. */
export const transportHabitatCar = pgTable(
  'transport_habitat_car',
  {
    id: varchar('id', { length: 32 }).primaryKey(),
    plate: varchar('plate', { length: 20 }).notNull(),
    /** Dictionary car_type. */
    carType: varchar('car_type', { length: 10 }).notNull(),
    /** Exact decimals: kg and m³. */
    loadKg: numeric('load_kg', { precision: 10, scale: 3 }).notNull(),
    volume: numeric('volume', { precision: 8, scale: 2 }),
    habitatAgent: varchar('habitat_agent', { length: 32 }),
    /** transport_driver.licence_no. */
    driver: varchar('driver', { length: 40 }),
    status: varchar('status', { length: 10 }).notNull().default('1'),
    ...audit,
  },
  (t) => [uniqueIndex('uniq_transport_habitat_car_plate').on(t.plate)],
)
