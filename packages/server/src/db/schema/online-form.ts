import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core'

/**
 * An online form design (JeecgBoot onl_cgform_head), owned by a tenant. `table_name` is the designed table's SQL name
 * (validated, prefixed `onl_`), unique across tenants because the table is. `table_version` moves on every change of
 * the design; `synced_version` is the version the table was last synchronised to (0: never), and `is_db_synch` is
 * 'Y' while the two agree.
 */
export const onlCgformHead = pgTable(
  'onl_cgform_head',
  {
    id: varchar('id', { length: 32 }).primaryKey(),
    tenantId: integer('tenant_id').notNull(),
    tableName: varchar('table_name', { length: 50 }).notNull(),
    tableTxt: varchar('table_txt', { length: 200 }).notNull(),
    tableVersion: integer('table_version').notNull().default(1),
    syncedVersion: integer('synced_version').notNull().default(0),
    isDbSynch: varchar('is_db_synch', { length: 1 }).notNull().default('N'),
    createBy: varchar('create_by', { length: 50 }),
    createTime: timestamp('create_time', { mode: 'date', withTimezone: true }),
    updateBy: varchar('update_by', { length: 50 }),
    updateTime: timestamp('update_time', { mode: 'date', withTimezone: true }),
  },
  (t) => [
    uniqueIndex('uniq_onl_cgform_head_table').on(t.tableName),
    index('idx_onl_cgform_head_tenant').on(t.tenantId),
  ],
)

/**
 * A field of a design (JeecgBoot onl_cgform_field). `field_kind` is one of the whitelisted kinds; `field_valid_type`
 * a §5 pattern code (never a user's regular expression); `db_default_val` the value a new record starts with (a value,
 * checked like one, never SQL).
 */
export const onlCgformField = pgTable(
  'onl_cgform_field',
  {
    id: varchar('id', { length: 32 }).primaryKey(),
    cgformHeadId: varchar('cgform_head_id', { length: 32 }).notNull(),
    dbFieldName: varchar('db_field_name', { length: 32 }).notNull(),
    dbFieldTxt: varchar('db_field_txt', { length: 100 }).notNull(),
    fieldKind: varchar('field_kind', { length: 20 }).notNull(),
    dbLength: integer('db_length'),
    dbPointLength: smallint('db_point_length'),
    dbDefaultVal: varchar('db_default_val', { length: 200 }),
    dictField: varchar('dict_field', { length: 100 }),
    fieldMustInput: boolean('field_must_input').notNull().default(false),
    fieldValidType: varchar('field_valid_type', { length: 20 }),
    isUnique: boolean('is_unique').notNull().default(false),
    isShowList: boolean('is_show_list').notNull().default(true),
    isShowForm: boolean('is_show_form').notNull().default(true),
    isQuery: boolean('is_query').notNull().default(false),
    queryMode: varchar('query_mode', { length: 10 }).notNull().default('single'),
    orderNum: integer('order_num').notNull().default(0),
    /** Number kinds: the range a value must lie in (exact decimal text; null: unbounded). */
    fieldMin: varchar('field_min', { length: 30 }),
    fieldMax: varchar('field_max', { length: 30 }),
    /** A database index on the column: 'normal' or 'unique' (with tenant_id); null: none. */
    indexType: varchar('index_type', { length: 10 }),
    /**
     * One-to-many (JeecgBoot 一对多): on a sub-table's foreign-key field, the main design's table name; `main_field`
     * is the main table's column it holds (always `id`). A design with such a field is a sub-table (tableType 3).
     */
    mainTable: varchar('main_table', { length: 50 }),
    mainField: varchar('main_field', { length: 32 }),
  },
  (t) => [uniqueIndex('uniq_onl_cgform_field_name').on(t.cgformHeadId, t.dbFieldName)],
)

/**
 * One synchronisation of a design to its table: the design's fields as synchronised (what the live API serves), the
 * DDL run, and the data the change was allowed to lose (confirmed by `create_by`).
 */
export const onlCgformVersion = pgTable(
  'onl_cgform_version',
  {
    id: varchar('id', { length: 32 }).primaryKey(),
    cgformHeadId: varchar('cgform_head_id', { length: 32 }).notNull(),
    tableVersion: integer('table_version').notNull(),
    fields: jsonb('fields').notNull(),
    ddl: text('ddl').notNull(),
    losses: jsonb('losses'),
    createBy: varchar('create_by', { length: 50 }),
    createTime: timestamp('create_time', { mode: 'date', withTimezone: true }),
  },
  (t) => [index('idx_onl_cgform_version_head').on(t.cgformHeadId, t.tableVersion)],
)
