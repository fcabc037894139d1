import type { Resource } from '@portico/contract'
import { type ReactNode, useCallback, useMemo } from 'react'
import { FormDialog } from '../form/FormDialog'
import type { FieldSpec, FormValues } from '../form/fieldSpec'
import { type EntityFormProps, useEntityForm } from '../form/useEntityForm'
import { ConflictNotice } from './ConflictNotice'
import { formFieldSpecs } from './resourceFieldSpecs'
import { type ResourceRow, recordToValues, valuesToBody } from './resourceValues'

export interface ResourceFormDialogProps<Row extends ResourceRow> extends EntityFormProps<Row> {
  resource: Resource
  /** The add button's word: 新增, 登记 (the title reads 登记问题件 / 编辑问题件). */
  addLabel: string
  /** Changes to the declared controls (placeholders, options…), by field name. */
  fieldOverrides?: Partial<Record<string, Partial<FieldSpec>>>
  /** Values a new record starts with, over the declared defaults. */
  presets?: Record<string, string>
  /** What the domain shows under the fields, from the values being edited (a preview…). */
  extra?: (values: FormValues) => ReactNode
}

/**
 * The add/edit dialog of a declared resource: its editable fields, checked as the server checks them; an edit sends
 * the version it started from, and when someone else saved first, shows what changed and offers to reload.
 */
export function ResourceFormDialog<Row extends ResourceRow>({
  resource,
  addLabel,
  fieldOverrides,
  presets,
  extra,
  row,
  onClose,
  onSaved,
}: ResourceFormDialogProps<Row>) {
  const fields = useMemo(
    () => formFieldSpecs(resource).map((spec) => ({ ...spec, ...fieldOverrides?.[spec.name] })),
    [resource, fieldOverrides],
  )
  const toValues = useCallback(
    (record: Partial<Row>) => ({ ...recordToValues(resource, record), ...(record.id ? {} : presets) }),
    [resource, presets],
  )
  const toBody = useCallback((values: FormValues) => valuesToBody(resource, values), [resource])
  const form = useEntityForm<Row>({
    row,
    fields,
    toValues,
    toBody,
    urls: { add: `${resource.baseUrl}/add`, edit: `${resource.baseUrl}/edit` },
    savedMessage: { add: '添加成功！', edit: '编辑成功!' },
    onSaved,
  })
  return (
    <FormDialog
      open={row !== null}
      title={`${form.editing ? '编辑' : addLabel}${resource.title}`}
      label={resource.title}
      fields={fields}
      form={form}
      onClose={onClose}
      notice={
        form.conflict && (
          <ConflictNotice
            resource={resource}
            values={form.values}
            current={form.conflict as ResourceRow}
            onReload={form.reloadConflict}
          />
        )
      }
    >
      {extra?.(form.values)}
    </FormDialog>
  )
}
