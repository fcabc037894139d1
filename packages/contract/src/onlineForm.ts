import type { Resource } from './resource/defineResource'

/** The field kinds an online form design may use (在线表单): every column type comes from this whitelist. */
export const ONLINE_FIELD_KINDS = [
  'text',
  'textarea',
  'integer',
  'number',
  'money',
  'date',
  'datetime',
  'dict',
  'category',
  'user',
  'depart',
  'image',
  'file',
  'richText',
] as const

export type OnlineFieldKind = (typeof ONLINE_FIELD_KINDS)[number]

export const ONLINE_FIELD_KIND_TEXT: Record<OnlineFieldKind, string> = {
  text: '文本',
  textarea: '多行文本',
  integer: '整数',
  number: '小数',
  money: '金额',
  date: '日期',
  datetime: '日期时间',
  dict: '字典',
  category: '分类字典树',
  user: '用户',
  depart: '部门',
  image: '图片',
  file: '文件',
  richText: '富文本',
}

/** The designer's permission codes (Online表单开发's buttons). */
export const ONLINE_FORM_PERMS = {
  list: 'online:cgform:list',
  add: 'online:cgform:add',
  edit: 'online:cgform:edit',
  delete: 'online:cgform:delete',
  sync: 'online:cgform:sync',
} as const

/** JeecgBoot's table types: 1 a single table, 2 a main table (a sub-table design names it), 3 a sub-table. */
export type OnlineTableType = 1 | 2 | 3

export const ONLINE_TABLE_TYPE_TEXT: Record<OnlineTableType, string> = { 1: '单表', 2: '主表', 3: '附表' }

/** A design as /online/cgform/head/list and queryById answer it. */
export interface OnlineFormHead {
  id: string
  tableName: string
  tableTxt: string
  tableType: OnlineTableType
  /** Moves on each change of the design. */
  tableVersion: number
  /** The version the table was last synchronised to (0: never). */
  syncedVersion: number
  /** 'Y' while the table matches the design. */
  isDbSynch: 'Y' | 'N'
  tenantId: number
  /** JeecgBoot's options, fixed here: a single table with checkboxes and paging, UUID ids, the default template. */
  isCheckbox: 'Y'
  isPage: 'Y'
  isTree: 'N'
  idType: 'UUID'
  formTemplate: string
  themeTemplate: string
  copyType: number
  createBy: string | null
  createTime: string | null
  updateBy: string | null
  updateTime: string | null
}

/** A field as /online/cgform/field/listByHeadId answers it (and, `id` aside, as addAll / editAll take it). */
export interface OnlineFormField {
  id?: string
  dbFieldName: string
  dbFieldTxt: string
  fieldKind: OnlineFieldKind
  /** JeecgBoot's names of the kind, answered for its clients. */
  dbType?: string
  fieldShowType?: string
  dbLength: number
  dbPointLength: number
  dbDefaultVal: string
  /** A system dictionary's code (字典 kind), or the root code of a sys_category tree (分类字典树 kind). */
  dictField: string
  /** Table dictionaries are not offered (they would read another table): always empty. */
  dictTable?: string
  dictText?: string
  dbIsKey?: number
  dbIsNull?: number
  cgformHeadId?: string
  fieldMustInput: '1' | '0'
  /** A §5 pattern code (or 'only': unique). */
  fieldValidType: string
  isUnique: 0 | 1
  isShowList: 0 | 1
  isShowForm: 0 | 1
  isQuery: 0 | 1
  queryMode: 'single' | 'group'
  orderNum: number
  /** Number kinds: the smallest and largest value accepted ('' when unbounded). */
  fieldMin?: string
  fieldMax?: string
  /** A database index on the column: 'normal', 'unique' (per tenant) or '' (none). */
  indexType?: OnlineIndexType | ''
  /** A sub-table's foreign key (一对多): the main design's table name, and its column the key holds ('id'). */
  mainTable?: string
  mainField?: string
}

export const ONLINE_INDEX_TYPES = ['normal', 'unique'] as const
export type OnlineIndexType = (typeof ONLINE_INDEX_TYPES)[number]

/** Data a synchronisation would lose: refused unless confirmed (force), and recorded with the version. */
export interface OnlineDataLoss {
  field: string
  label: string
  change: 'drop' | 'narrow' | 'type'
  rows: number
  message: string
}

/** What 同步数据库 would run now (/online/cgform/api/previewDbSynch/{id}). */
export interface OnlineSyncPreview {
  tableName: string
  tableVersion: number
  syncedVersion: number
  creates: boolean
  ddl: string[]
  losses: OnlineDataLoss[]
  needsConfirm: boolean
}

/** A designed main form's sub-table (一对多), as the main form's add/edit dialog edits its rows inline. */
export interface OnlineSubTable {
  /** The sub design's table: the key under which the main record carries its rows (add, edit, queryById). */
  table: string
  title: string
  /** The property holding the main row's id: written by the server, never on the sub form. */
  foreignKey: string
  resource: Resource
}

/** A synchronised design as its screen reads it: the declaration, with its synchronised sub-tables. */
export type OnlineFormDeclaration = Resource & { subTables: OnlineSubTable[] }
