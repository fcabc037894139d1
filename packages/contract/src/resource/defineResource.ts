import type { PatternCode } from '../patterns'

/**
 * What a field holds, which decides its control, how it is searched, stored in Excel and checked:
 * `money` and `weight` are exact decimals carried as strings; `dict` / `multiDict` / `treeDict` hold dictionary codes
 * (`multiDict` comma-separated); `user` a username, `depart` an org code; `image` / `file` stored paths,
 * comma-separated; `richText` sanitised HTML.
 */
export type ResourceFieldKind =
  | 'text'
  | 'textarea'
  | 'password'
  | 'integer'
  | 'number'
  | 'money'
  | 'weight'
  | 'date'
  | 'datetime'
  | 'dict'
  | 'multiDict'
  | 'treeDict'
  | 'user'
  | 'depart'
  | 'image'
  | 'file'
  | 'richText'

/** A §5 rule of a field: a pattern code or regular expression source, a length or a range; each with its message. */
export type ResourceRule =
  | { pattern: PatternCode | (string & {}); message: string }
  | { min?: number; max?: number; message: string }

/** How the search form and the list filter a field. */
export type SearchMode = 'eq' | 'like' | 'range' | 'in'

export interface ResourceField {
  label: string
  kind: ResourceFieldKind
  dictCode?: string
  /** A value is needed: true gives 请输入/请选择 + label, a string is the message. */
  required?: boolean | string
  rules?: readonly ResourceRule[]
  /** Longest text accepted (the column's length); each text kind has a default. */
  maxLength?: number
  /** No two rows (of the same tenant, when tenant-owned) share the value; the form checks it on blur. */
  unique?: boolean
  /** Shown on the search form, filtered this way. Every declared field is filterable by the list API either way. */
  search?: SearchMode
  sortable?: boolean
  /** The list column; false: not listed. */
  list?: false | { width?: number; ellipsis?: boolean }
  /** The form field; false: not on the form (e.g. server-managed columns). */
  form?: false | { span?: 1 | 2; group?: string; readOnlyOnEdit?: boolean; addOnly?: boolean }
  /** The Excel column; false: neither exported nor imported. */
  excel?: false | { header?: string; width?: number }
  /** The value a new record starts with. */
  default?: string
  /** `image` / `file`: the upload folder and how many files at most. */
  upload?: { biz?: string; maxCount?: number }
  /** Written by the server only (createBy, createTime…): listed and exported, never taken from a form or import. */
  system?: boolean
}

export interface ResourceCapabilities {
  /** No add, edit, delete or import. */
  readOnly?: boolean
  /** No delete nor deleteBatch. */
  noDelete?: boolean
  /** No add nor import: records are made by a workflow of the domain (e.g. bills by 生成账单). */
  noAdd?: boolean
  /** A 详情 row action with the record and its history. */
  detail?: boolean
  import?: boolean
  export?: boolean
}

export interface ResourceScope {
  /** Rows carry `tenantId`: a request only reads and writes its own tenant's rows. */
  tenant?: boolean
  /** Rows carry `sysOrgCode`: role data rules may narrow a user to their departments' rows. */
  department?: boolean
  /** Delete sets `delFlag` instead of removing the row. */
  softDelete?: boolean
  /**
   * Rows carry `customerId` (a customer company's tenant id): the platform's staff see every customer's rows; a
   * customer's users only their own, and rows they add are theirs.
   */
  customer?: boolean
}

/** The roles besides admin a seeded menu grants (admin holds every button). */
export type MenuRole = 'ops' | 'hr' | 'customer'

/**
 * The back-office menu entry of a resource: the seeded menus place it, with a button per action, and the app opens
 * `<ResourcePage>` on it (menu component `resource:<table>`), no view file needed.
 */
export interface ResourceMenu {
  /** The key of the seeded menu folder it belongs to, e.g. `transport` (运力资源). */
  parent: string
  /** Its place among the folder's entries: 0 first; past the end, last. */
  order: number
  /** Its route, e.g. `/transport/carrier`. */
  path: string
  /** Its title in the menu; default `${title}管理`. */
  title?: string
  icon?: string
  /** The roles besides admin granted each action (and shown the menu when granted `list`). */
  grants?: Partial<Record<ResourceAction, readonly MenuRole[]>>
}

/** The menu component that opens a resource's screen from its declaration. */
export type ResourceComponent = `resource:${string}`

export const resourceComponentOf = (resource: { table: string }): ResourceComponent =>
  `resource:${resource.table}`

/**
 * A resource whose records form a tree (JeecgBoot's tree tables, e.g. 分类字典): its list is `${baseUrl}/rootList`
 * (the roots, paged; a search looks at every level) and `${baseUrl}/childList?pid=` answers a node's children, loaded
 * when the node opens.
 */
export interface ResourceTree<Field extends string = string> {
  /** The field holding the parent's id. */
  parentField: Field
  /** The field that says a node has children (`'1'`), so the list offers to open it before loading them. */
  hasChildField?: Field
  /** The parent value of a root (default `'0'`). */
  rootValue?: string
  /**
   * Deleting a node with children: `refuse` (default) or `cascade` (the node goes with everything below it,
   * JeecgBoot's 分类字典).
   */
  deleteWithChildren?: 'refuse' | 'cascade'
}

export interface ResourceDeclaration<
  Fields extends Record<string, ResourceField> = Record<string, ResourceField>,
> {
  /** The JeecgBoot base URL: `/question/questionPiece` (routes `${baseUrl}/list`, `/add`…). */
  baseUrl: string
  /** Permission codes are `${permission}:list`, `:add`, `:edit`, `:delete`, `:deleteBatch`, `:exportXls`, `:importExcel`. */
  permission: string
  /** What one record is, e.g. 问题件. */
  title: string
  /**
   * The table's SQL name (data log `dataTable`, the key of the server's resource registry). Two resources over one
   * table (each narrowed to its rows) name themselves apart, e.g. `rate_plan_cost` and `rate_plan_sale`.
   */
  table: string
  /** The measure word for counting records in confirmations: 条, 个. */
  measureWord?: string
  /** The field that names a record in buttons and confirmations. */
  labelField: keyof Fields & string
  fields: Fields
  capabilities?: ResourceCapabilities
  scope?: ResourceScope
  /** Sort when the request names none; default createTime descending. */
  defaultSort?: { field: keyof Fields & string; order: 'asc' | 'desc' }
  /** The records form a tree. */
  tree?: ResourceTree<keyof Fields & string>
  /**
   * Whole permission codes of actions the server checks under another code than `${permission}:${action}` (JeecgBoot's
   * 分类字典 adds with `system:category:edit`; `authenticated`: any signed-in user).
   */
  permissionCodes?: Partial<Record<ResourceAction, string>>
  /** Its menu entry, for a resource whose screen is the generic `<ResourcePage>`. */
  menu?: ResourceMenu
  /**
   * Demo rows (form values) a resource served from the registry seeds into tenant 1; the generated resource suite
   * also makes its samples from them.
   */
  demo?: readonly Partial<Record<keyof Fields & string, string | number>>[]
}

export type ResourceAction = 'list' | 'add' | 'edit' | 'delete' | 'deleteBatch' | 'exportXls' | 'importExcel'

export interface Resource<Fields extends Record<string, ResourceField> = Record<string, ResourceField>>
  extends Omit<
    ResourceDeclaration<Fields>,
    'labelField' | 'defaultSort' | 'permissionCodes' | 'demo' | 'tree'
  > {
  labelField: string
  defaultSort?: { field: string; order: 'asc' | 'desc' }
  demo?: readonly Partial<Record<string, string | number>>[]
  tree?: Required<Omit<ResourceTree, 'hasChildField'>> & Pick<ResourceTree, 'hasChildField'>
  capabilities: ResourceCapabilities
  scope: ResourceScope
  measureWord: string
  /** The permission code of each action. */
  perms: Record<ResourceAction, string>
  /** The actions this resource offers (by its capabilities). */
  actions: ResourceAction[]
}

const ALL_ACTIONS: ResourceAction[] = [
  'list',
  'add',
  'edit',
  'delete',
  'deleteBatch',
  'exportXls',
  'importExcel',
]

function offered(action: ResourceAction, capabilities: ResourceCapabilities): boolean {
  const writes = action === 'add' || action === 'edit' || action === 'importExcel'
  const deletes = action === 'delete' || action === 'deleteBatch'
  if (capabilities.readOnly && (writes || deletes)) return false
  if (capabilities.noDelete && deletes) return false
  if (capabilities.noAdd && (action === 'add' || action === 'importExcel')) return false
  if (action === 'exportXls') return capabilities.export !== false
  if (action === 'importExcel') return capabilities.import !== false
  return true
}

/**
 * One entity declared once: the server's routes, filters, Excel and permissions, the app's screen and the generated
 * tests all read it. Checked here so a wrong declaration fails at start-up, not on a user's request.
 */
export function defineResource<const Fields extends Record<string, ResourceField>>(
  declaration: ResourceDeclaration<Fields>,
): Resource<Fields> {
  const capabilities = { export: true, import: true, ...declaration.capabilities }
  for (const [name, field] of Object.entries(declaration.fields)) {
    const needsDict = field.kind === 'dict' || field.kind === 'multiDict' || field.kind === 'treeDict'
    if (needsDict && !field.dictCode)
      throw new Error(`${declaration.baseUrl}: field ${name} needs a dictCode`)
    if (!/^[a-z][A-Za-z0-9]*$/.test(name)) throw new Error(`${declaration.baseUrl}: bad field name ${name}`)
  }
  if (!Object.hasOwn(declaration.fields, declaration.labelField))
    throw new Error(`${declaration.baseUrl}: labelField ${declaration.labelField} is not a field`)
  const { permissionCodes, tree, ...declared } = declaration
  for (const name of [tree?.parentField, tree?.hasChildField])
    if (name !== undefined && !Object.hasOwn(declaration.fields, name))
      throw new Error(`${declaration.baseUrl}: tree field ${name} is not a field`)
  const perms = Object.fromEntries(
    ALL_ACTIONS.map((action) => [action, permissionCodes?.[action] ?? `${declaration.permission}:${action}`]),
  ) as Record<ResourceAction, string>
  return {
    ...declared,
    tree: tree && { rootValue: '0', deleteWithChildren: 'refuse', ...tree },
    measureWord: declaration.measureWord ?? '条',
    capabilities,
    scope: declaration.scope ?? {},
    perms,
    actions: ALL_ACTIONS.filter((action) => offered(action, capabilities)),
  }
}

/** The path under the base URL of a resource's list: `rootList` (the roots) for a tree, else `list`. */
export const listPathOf = (resource: Pick<Resource, 'tree'>): string => (resource.tree ? 'rootList' : 'list')

/** The fields a form or an import may set (not system-managed, not excluded from the form). */
export const editableFields = (resource: Resource): [string, ResourceField][] =>
  Object.entries(resource.fields).filter(([, field]) => !field.system && field.form !== false)

/** The fields of the Excel sheet, in declaration order. */
export const excelFields = (resource: Resource): [string, ResourceField][] =>
  Object.entries(resource.fields).filter(([, field]) => field.excel !== false)

export const isDictKind = (kind: ResourceFieldKind) =>
  kind === 'dict' || kind === 'multiDict' || kind === 'treeDict'

/**
 * A `table,text,code` dictionary: the field links to another record. Its Excel column carries the stored code (names
 * need not be unique), its list cell the linked record's name.
 */
export const isTableDictCode = (code: string | undefined): boolean => Boolean(code?.includes(','))

type WireValue<Field extends ResourceField> =
  | (Field['kind'] extends 'integer' ? number : string)
  | (Field['required'] extends string | true ? never : null)
type DictKind = 'dict' | 'multiDict' | 'treeDict'

/** A record of a resource as its list and queryById answer it, typed from the declaration. */
export type ResourceRecordOf<R extends { fields: Record<string, ResourceField> }> = {
  id: string
  version: number
} & { [K in keyof R['fields'] & string]: WireValue<R['fields'][K]> } & {
  [K in keyof R['fields'] & string as R['fields'][K]['kind'] extends DictKind
    ? `${K}_dictText`
    : never]?: string
}

/**
 * How list and queryById answer a stored password (none: null). An edit that sends it back, or leaves the field out
 * or empty, keeps the stored password.
 */
export const PASSWORD_MASK = '******'
