import { index, integer, pgTable, text, timestamp, varchar } from 'drizzle-orm/pg-core'

/** 问题件: a parcel with a problem (damaged, lost, short…), with photos and documents attached. */
export const questionPiece = pgTable(
  'question_piece',
  {
    id: varchar('id', { length: 32 }).primaryKey(),
    /** 运单号. */
    waybillNo: varchar('waybill_no', { length: 64 }).notNull(),
    /** Dictionary question_type. */
    questionType: varchar('question_type', { length: 10 }).notNull(),
    /** Dictionary question_status: 0 待处理, 1 处理中, 2 已处理. */
    status: varchar('status', { length: 10 }).notNull().default('0'),
    description: varchar('description', { length: 500 }),
    /** Stored paths of the photos, comma-separated, in display order (the first is the cover). */
    images: text('images'),
    /** Stored paths of the attached documents, comma-separated. */
    attachments: text('attachments'),
    /** Dictionary question_handling: the decision that closed it (重新贴标, 退回卖家…). */
    handling: varchar('handling', { length: 20 }),
    handleBy: varchar('handle_by', { length: 32 }),
    handleTime: timestamp('handle_time', { mode: 'date', withTimezone: true }),
    /** Owning tenant (速通物流 domestic or overseas operations). */
    tenantId: integer('tenant_id').notNull().default(1),
    /** Bumped by every write; an edit sent with an older one is refused. */
    version: integer('version').notNull().default(1),
    createBy: varchar('create_by', { length: 32 }),
    createTime: timestamp('create_time', { mode: 'date', withTimezone: true }),
    updateBy: varchar('update_by', { length: 32 }),
    updateTime: timestamp('update_time', { mode: 'date', withTimezone: true }),
  },
  (t) => [
    index('idx_question_piece_create_time_id').on(t.createTime, t.id),
    index('idx_question_piece_waybill_no').on(t.waybillNo),
  ],
)
