import { defineResource, type Resource, type ResourceField } from '@portico/contract'
import type { HeadRow } from './designs'
import { type FieldDesign, resourceFieldOf } from './field-design'
import { propertyOf } from './names'

const SYSTEM_FIELDS: Record<string, ResourceField> = {
  createBy: { label: '创建人', kind: 'text', system: true, form: false, list: false, excel: false },
  createTime: { label: '创建日期', kind: 'datetime', system: true, form: false, list: false, excel: false },
  updateBy: { label: '更新人', kind: 'text', system: true, form: false, list: false, excel: false },
  updateTime: { label: '更新日期', kind: 'datetime', system: true, form: false, list: false, excel: false },
}

/** The declaration of a design: permission codes `online:<table>:<action>`, tenant-owned rows. */
export function liveResource(head: HeadRow, fields: FieldDesign[]): Resource {
  const declared = Object.fromEntries(
    fields.map((field) => [propertyOf(field.dbFieldName), resourceFieldOf(field)]),
  )
  const labelField = fields.find((field) => field.isShowList)?.dbFieldName ?? fields[0].dbFieldName
  return defineResource({
    // The declared-resource protocol (property names) for <ResourcePage>; /online/cgform/api speaks column names.
    baseUrl: `/online/cgform/data/${head.id}`,
    permission: `online:${head.tableName}`,
    title: head.tableTxt,
    table: head.tableName,
    labelField: propertyOf(labelField),
    fields: { ...declared, ...SYSTEM_FIELDS },
    scope: { tenant: true },
  })
}
