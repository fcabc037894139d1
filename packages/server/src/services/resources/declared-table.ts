import type { Resource, ResourceField, ResourceFieldKind } from '@portico/contract'
import type { Db } from '../../db/client'
import { planSync, type SyncPlan } from '../online-form/ddl'
import type { FieldDesign } from '../online-form/field-design'
import { KIND_SPECS, type OnlineKind } from '../online-form/kinds'
import { fieldNameProblem, SYSTEM_COLUMNS } from '../online-form/names'
import { designedTable } from '../online-form/table'
import type { ResourceTable } from './columns'

/** The designer's kind a declared field is stored as, and the decimals of a decimal kind. */
const STORED_AS: Record<ResourceFieldKind, { kind: OnlineKind; scale?: number } | undefined> = {
  text: { kind: 'text' },
  textarea: { kind: 'textarea' },
  // A password needs hashing the generic service does not do: such a resource keeps its own routes.
  password: undefined,
  integer: { kind: 'integer' },
  number: { kind: 'number' },
  money: { kind: 'money' },
  // Kilograms to the gram, as the parcels' weights.
  weight: { kind: 'number', scale: 3 },
  date: { kind: 'date' },
  datetime: { kind: 'datetime' },
  dict: { kind: 'dict' },
  multiDict: { kind: 'text' },
  treeDict: { kind: 'category' },
  user: { kind: 'user' },
  depart: { kind: 'depart' },
  image: { kind: 'image' },
  file: { kind: 'file' },
  richText: { kind: 'richText' },
}

/** The column of a property: `plateNo` → `plate_no`. */
export const columnOf = (property: string): string => property.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`)

const SYSTEM = new Set<string>(SYSTEM_COLUMNS)

function designOf(resource: Resource, name: string, field: ResourceField, order: number): FieldDesign {
  const stored = STORED_AS[field.kind]
  const column = columnOf(name)
  if (!stored)
    throw new Error(`${resource.baseUrl}: field ${name} (${field.kind}) cannot be served from the registry`)
  const problem = fieldNameProblem(column)
  if (problem) throw new Error(`${resource.baseUrl}: field ${name}: ${problem}`)
  const spec = KIND_SPECS[stored.kind]
  const length = spec.length ? Math.min(field.maxLength ?? spec.length.default, spec.length.max) : null
  return {
    dbFieldName: column,
    dbFieldTxt: field.label,
    fieldKind: stored.kind,
    dbLength: length,
    dbPointLength: spec.scale ? (stored.scale ?? spec.scale.default) : null,
    dbDefaultVal: field.default ?? null,
    dictField: field.dictCode ?? null,
    fieldMustInput: Boolean(field.required),
    fieldValidType: null,
    isUnique: Boolean(field.unique),
    isShowList: field.list !== false,
    isShowForm: field.form !== false,
    isQuery: Boolean(field.search),
    queryMode: field.search === 'range' ? 'group' : 'single',
    orderNum: order,
    // A unique field gets the designer's per-tenant unique index.
    indexType: field.unique ? 'unique' : null,
  }
}

/**
 * The columns of a resource served from the registry, as the online designer's fields: every declared field but the
 * system columns (createTime… are declared to be listed, and made by the table itself).
 */
export function fieldDesignsOf(resource: Resource): FieldDesign[] {
  return Object.entries(resource.fields)
    .filter(([name]) => !SYSTEM.has(columnOf(name)))
    .map(([name, field], index) => designOf(resource, name, field, index))
}

/**
 * Why `resource` cannot be served from the registry, or undefined. Its table is the designer's: tenant-owned rows
 * with the system columns; department, customer and soft-delete scopes need columns it does not make.
 */
export function registryServedProblem(resource: Resource): string | undefined {
  const { tenant, department, customer, softDelete } = resource.scope
  if (!tenant)
    return `${resource.baseUrl}: a resource served from the registry is tenant-owned (scope.tenant)`
  if (department || customer || softDelete)
    return `${resource.baseUrl}: department, customer and soft-delete scopes need a hand-written table`
  return undefined
}

/** The Drizzle table of a resource served from the registry, built from its declaration. */
export function declaredTable(resource: Resource): ResourceTable {
  const problem = registryServedProblem(resource)
  if (problem) throw new Error(problem)
  return designedTable(resource.table, fieldDesignsOf(resource))
}

/**
 * The DDL that brings the database to the declaration, through the designer's whitelisted planner: CREATE TABLE on a
 * database without the table, ADD / ALTER / DROP COLUMN after a change of the declaration, nothing when they agree.
 */
export function declaredTableDdl(db: Db, resource: Resource): Promise<SyncPlan> {
  const problem = registryServedProblem(resource)
  if (problem) throw new Error(problem)
  return planSync(db, resource.table, fieldDesignsOf(resource))
}
