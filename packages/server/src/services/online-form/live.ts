import type { Db } from '../../db/client'
import type { ImportPlan } from '../excel/import-runner'
import { resourceImportPlan, resourceSheet } from '../resources/excel'
import { ResourceService } from '../resources/service'
import type { HeadRow } from './designs'
import type { FieldDesign } from './field-design'
import type { LiveForm, LiveFormsDeps } from './live-form'
import { propertyOf } from './names'
import { liveResource } from './resource'
import { subTableHooks } from './sub-tables'
import { syncedFields } from './sync'
import { designedTable } from './table'

export type { LiveForm, LiveFormsDeps } from './live-form'

/**
 * The live forms of this instance, each built once per synchronised version. Every request reads its design's row
 * anyway (tenant and existence): a version another instance synchronised is seen at once, no message needed.
 */
export class LiveForms {
  private readonly built = new Map<string, LiveForm>()

  constructor(readonly deps: LiveFormsDeps) {}

  /** The live form of a synchronised design; undefined before its first 同步数据库. */
  async of(head: HeadRow, db: Db = this.deps.db): Promise<LiveForm | undefined> {
    if (head.syncedVersion === 0) return undefined
    const cached = this.built.get(head.id)
    if (cached && cached.head.syncedVersion === head.syncedVersion && cached.head.tableTxt === head.tableTxt)
      return cached
    const fields = await syncedFields(db, head)
    if (fields.length === 0) return undefined
    const resource = liveResource(head, fields)
    const table = designedTable(head.tableName, fields)
    const service = new ResourceService(resource, table, subTableHooks(this.deps, this, head), this.deps)
    const form: LiveForm = {
      head,
      fields,
      resource,
      table,
      service,
      sheet: {
        base: resource.baseUrl,
        tags: ['online form data'],
        sheet: resourceSheet(resource),
        list: service.spec,
        table,
        id: table.id,
        scope: (request) => service.readScope(request),
        permissions: { exportXls: resource.perms.exportXls, importExcel: resource.perms.importExcel },
        importPlan: (context) => resourceImportPlan(service, context) as Promise<ImportPlan<unknown>>,
      },
      columnOf: new Map(fields.map((field) => [propertyOf(field.dbFieldName), field.dbFieldName])),
      propertyOf: new Map(fields.map((field) => [field.dbFieldName, propertyOf(field.dbFieldName)])),
    }
    this.built.set(head.id, form)
    return form
  }

  forget(headId: string) {
    this.built.delete(headId)
  }
}
