import { date, integer, numeric, pgTable, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core'

/** HS编码: China customs commodity codes (10 digits) with what a declaration needs. */
export const hsCode = pgTable(
  'hs_code',
  {
    id: varchar('id', { length: 32 }).primaryKey(),
    code: varchar('code', { length: 10 }).notNull(),
    nameCn: varchar('name_cn', { length: 200 }).notNull(),
    nameEn: varchar('name_en', { length: 300 }),
    /** 申报要素, e.g. "1:品名;2:用途;3:材质;4:品牌类型;5:出口享惠情况". */
    declarationElements: varchar('declaration_elements', { length: 1000 }),
    /** Dictionary hs_unit: legal units (千克, 件, 个, 双…). */
    firstUnit: varchar('first_unit', { length: 10 }).notNull(),
    secondUnit: varchar('second_unit', { length: 10 }),
    /** 出口退税率 in percent. */
    rebateRate: numeric('rebate_rate', { precision: 5, scale: 2 }).notNull().default('0'),
    /** 监管条件 letters (A, B…), empty when none. */
    supervisionConditions: varchar('supervision_conditions', { length: 50 }),
    status: varchar('status', { length: 10 }).notNull().default('1'),
    remark: varchar('remark', { length: 500 }),
    version: integer('version').notNull().default(1),
    createBy: varchar('create_by', { length: 32 }),
    createTime: timestamp('create_time', { mode: 'date', withTimezone: true }),
    updateBy: varchar('update_by', { length: 32 }),
    updateTime: timestamp('update_time', { mode: 'date', withTimezone: true }),
  },
  (t) => [uniqueIndex('uniq_hs_code_code').on(t.code)],
)

/** 每日锁定: a code used by the day's declarations is frozen for that day (GMT+8). */
export const hsCodeLock = pgTable(
  'hs_code_lock',
  {
    id: varchar('id', { length: 32 }).primaryKey(),
    code: varchar('code', { length: 10 }).notNull(),
    lockDate: date('lock_date', { mode: 'string' }).notNull(),
    reason: varchar('reason', { length: 200 }).notNull(),
    lockedBy: varchar('locked_by', { length: 32 }).notNull(),
    version: integer('version').notNull().default(1),
    createTime: timestamp('create_time', { mode: 'date', withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('uniq_hs_code_lock_day').on(t.code, t.lockDate)],
)
