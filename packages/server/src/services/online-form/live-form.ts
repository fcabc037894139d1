import type { Resource } from '@portico/contract'
import type { Db } from '../../db/client'
import type { FileStore } from '../../stores/files'
import type { Caches } from '../cache/caches'
import type { ListSheet } from '../excel/list-sheet'
import type { ResourceTable } from '../resources/columns'
import type { ResourceService } from '../resources/service'
import type { HeadRow } from './designs'
import type { FieldDesign } from './field-design'

/** A synchronised design served by the declared-resource machinery. */
export interface LiveForm {
  head: HeadRow
  fields: FieldDesign[]
  resource: Resource
  table: ResourceTable
  service: ResourceService
  /** Its Excel: the sheet of the declared fields, export through the list's filters, import checked like the form. */
  sheet: ListSheet<unknown>
  /** Property name (the machinery's) → column name (the JeecgBoot online wire's), and back. */
  columnOf: Map<string, string>
  propertyOf: Map<string, string>
}

export interface LiveFormsDeps {
  db: Db
  caches: Caches
  files: FileStore
}

/** Where a live form is found by its design (the instance's `LiveForms`), as the sub-tables read it. */
export interface LiveFormSource {
  readonly deps: LiveFormsDeps
  of(head: HeadRow, db?: Db): Promise<LiveForm | undefined>
}
