import { STALE_EDIT_CODE } from '@portico/contract'
import { useHttp, useNotify } from '@portico/ui'
import { useEffect, useState } from 'react'
import type { FieldSpec, FormValues } from './fieldSpec'
import { useFormState } from './useFormState'

/** What a list page gives its add/edit dialog. */
export interface EntityFormProps<Row> {
  /** null: closed; {}: adding; a row: editing. */
  row: Partial<Row> | null
  onClose: () => void
  onSaved: () => void
}

export interface EntityFormOptions<Row> {
  row: Partial<Row> | null
  fields: FieldSpec[]
  /** The form's values for a row ({} when adding); called each time the dialog opens. */
  toValues: (row: Partial<Row>) => FormValues
  /** The request body of add and edit; null when a part of the form shows its own errors (nothing is sent). */
  toBody: (values: FormValues) => object | null | Promise<object | null>
  /** POST add, PUT edit (spec §7). */
  urls: { add: string; edit: string }
  /** Shown when the server's reply carries no message. */
  savedMessage: { add: string; edit: string }
  /** Called with the saved row when the server sends it back (add does, in JeecgBoot's result). */
  onSaved: (saved: Partial<Row> | null) => void
}

/** Add or edit one row: the form's state, validation, the save call and the server's refusal. */
export function useEntityForm<Row extends { id: string }>(options: EntityFormOptions<Row>) {
  const { row, fields, toValues, toBody, urls, savedMessage, onSaved } = options
  const http = useHttp()
  const notify = useNotify()
  const form = useFormState()
  const { reset } = form
  const [serverError, setServerError] = useState<string | null>(null)
  // The record as it is now, when the server refused an edit because someone else changed it meanwhile.
  const [conflict, setConflict] = useState<Partial<Row> | null>(null)
  const [saving, setSaving] = useState(false)
  const editing = Boolean(row?.id)

  useEffect(() => {
    if (!row) return
    reset(toValues(row))
    setServerError(null)
    setConflict(null)
  }, [row, reset, toValues])

  async function save() {
    if (!form.validate(fields)) return
    setSaving(true)
    setServerError(null)
    try {
      const body = await toBody(form.values)
      if (!body) return
      const reply = editing ? await http.put(urls.edit, body) : await http.post(urls.add, body)
      if (!reply.success) {
        setServerError(reply.message)
        if (reply.code === STALE_EDIT_CODE && reply.result) setConflict(reply.result as Partial<Row>)
        const fieldErrors = (reply.result as { errors?: Record<string, string> } | null)?.errors
        if (fieldErrors) form.setErrors(fieldErrors)
        return
      }
      notify.success(reply.message || (editing ? savedMessage.edit : savedMessage.add))
      onSaved((reply.result as Partial<Row> | null) ?? null)
    } catch {
      setServerError('保存失败，请稍后再试')
    } finally {
      setSaving(false)
    }
  }

  /** Takes the record as it is now (after a refused stale edit) as the form's values and version. */
  function reloadConflict() {
    if (!conflict) return
    reset(toValues(conflict))
    setConflict(null)
    setServerError(null)
  }

  return { ...form, editing, serverError, setServerError, conflict, reloadConflict, saving, save }
}

export type EntityForm = ReturnType<typeof useEntityForm>
