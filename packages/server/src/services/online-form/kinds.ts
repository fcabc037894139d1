import { ONLINE_FIELD_KINDS, type OnlineFieldKind } from '@portico/contract'

export type OnlineKind = OnlineFieldKind

export const isOnlineKind = (kind: unknown): kind is OnlineKind =>
  typeof kind === 'string' && (ONLINE_FIELD_KINDS as readonly string[]).includes(kind)

/** A column type as the planner compares it with what information_schema reports. */
export type ColumnType =
  | { type: 'varchar'; length: number }
  | { type: 'text' }
  | { type: 'integer' }
  | { type: 'numeric'; precision: number; scale: number }
  | { type: 'date' }
  | { type: 'timestamptz' }

interface KindSpec {
  /** JeecgBoot's dbType and fieldShowType of the kind (the wire's and the Vue2 client's names). */
  dbType: string
  showType: string
  /** Text kinds: the length a field gets when none is given, and the longest allowed. */
  length?: { default: number; max: number }
  /** Decimal kinds: the decimals a field gets when none is given, and the most allowed. */
  scale?: { default: number; max: number; fixed?: boolean }
  column(length: number, scale: number): ColumnType
}

const varchar = (length: number): ColumnType => ({ type: 'varchar', length })
const numeric = (scale: number): ColumnType => ({ type: 'numeric', precision: 18, scale })

export const KIND_SPECS: Record<OnlineKind, KindSpec> = {
  text: { dbType: 'string', showType: 'text', length: { default: 100, max: 4000 }, column: varchar },
  textarea: {
    dbType: 'Text',
    showType: 'textarea',
    length: { default: 2000, max: 20000 },
    column: () => ({ type: 'text' }),
  },
  integer: { dbType: 'int', showType: 'text', column: () => ({ type: 'integer' }) },
  number: {
    dbType: 'double',
    showType: 'text',
    scale: { default: 2, max: 6 },
    column: (_, scale) => numeric(scale),
  },
  money: {
    dbType: 'BigDecimal',
    showType: 'text',
    scale: { default: 2, max: 2, fixed: true },
    column: () => numeric(2),
  },
  date: { dbType: 'Date', showType: 'date', column: () => ({ type: 'date' }) },
  datetime: { dbType: 'Datetime', showType: 'datetime', column: () => ({ type: 'timestamptz' }) },
  dict: { dbType: 'string', showType: 'list', length: { default: 50, max: 200 }, column: varchar },
  category: { dbType: 'string', showType: 'cat_tree', length: { default: 100, max: 200 }, column: varchar },
  user: { dbType: 'string', showType: 'sel_user', length: { default: 100, max: 1000 }, column: varchar },
  depart: { dbType: 'string', showType: 'sel_depart', length: { default: 100, max: 1000 }, column: varchar },
  image: { dbType: 'string', showType: 'image', length: { default: 1000, max: 4000 }, column: varchar },
  file: { dbType: 'string', showType: 'file', length: { default: 1000, max: 4000 }, column: varchar },
  richText: {
    dbType: 'Text',
    showType: 'umeditor',
    length: { default: 20000, max: 100000 },
    column: () => ({ type: 'text' }),
  },
}

/**
 * The kind a JeecgBoot client means by a field's fieldShowType and dbType (when it sends no fieldKind); undefined for
 * a control this server does not offer.
 */
export function kindOfJeecgField(showType: unknown, dbType: unknown): OnlineKind | undefined {
  switch (showType) {
    case 'list':
    case 'radio':
    case 'sel_search':
      return 'dict'
    case 'date':
      return 'date'
    case 'datetime':
      return 'datetime'
    case 'textarea':
      return 'textarea'
    case 'umeditor':
    case 'markdown':
      return 'richText'
    case 'image':
      return 'image'
    case 'file':
      return 'file'
    case 'cat_tree':
      return 'category'
    case 'sel_user':
      return 'user'
    case 'sel_depart':
      return 'depart'
    case undefined:
    case null:
    case '':
    case 'text':
      return (
        { int: 'integer', double: 'number', BigDecimal: 'money', Text: 'textarea', string: 'text' } as const
      )[String(dbType ?? 'string') as 'int']
    default:
      return undefined
  }
}

/** The SQL of a column type (from the whitelist only: numbers in it are validated integers). */
export function columnTypeSql(column: ColumnType): string {
  switch (column.type) {
    case 'varchar':
      return `varchar(${column.length})`
    case 'numeric':
      return `numeric(${column.precision},${column.scale})`
    case 'timestamptz':
      return 'timestamp with time zone'
    default:
      return column.type
  }
}
