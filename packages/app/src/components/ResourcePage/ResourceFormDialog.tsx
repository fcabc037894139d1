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
  /** Dialog width (default 800). */
  width?: number
  /**
   * Shown under the fields: content edited with the record (a designed form's sub-table rows), or drawn from the
   * values being edited (a preview).
   */
  children?: ReactNode | ((values: FormValues) => ReactNode)
  /** Adds what `children` edit to the add/edit body; null when they show their own errors (nothing is sent). */
  extendBody?: (body: Record<string, unknown>) => Promise<Record<string, unknown> | null>
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
  row,
  onClose,
  onSaved,
  children,
  extendBody,
  width,
}: ResourceFormDialogProps<Row>) {
  const fields = useMemo(
    () => formFieldSpecs(resource).map((spec) => ({ ...spec, ...fieldOverrides?.[spec.name] })),
    [resource, fieldOverrides],
  )
  const toValues = useCallback(
    (record: Partial<Row>) => ({ ...recordToValues(resource, record), ...(record.id ? {} : presets) }),
    [resource, presets],
  )
  const toBody = useCallback(
    (values: FormValues) => {
      const body = valuesToBody(resource, values)
      return extendBody ? extendBody(body) : body
    },
    [resource, extendBody],
  )
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
      width={width}
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
      {typeof children === 'function' ? children(form.values) : children}
    </FormDialog>
  )
}
