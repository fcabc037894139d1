import { Field, Input, makeStyles, Spinner, tokens } from '@fluentui/react-components'
import type { OnlineFormField, OnlineFormHead } from '@portico/contract'
import { useHttp, useNotify } from '@portico/ui'
import { useEffect, useState } from 'react'
import { ActionDialog } from '../../../components/ActionDialog'
import type { EntityFormProps } from '../../../components/form/useEntityForm'
import { type DraftField, draftOf, draftProblem, newField } from './design'
import { FieldRows } from './FieldRows'

const useStyles = makeStyles({
  head: { display: 'grid', gridTemplateColumns: '1fr 1fr', gap: tokens.spacingHorizontalM },
})

/**
 * 新增 / 编辑 of a design: its table name (fixed once synchronised), description and fields. Saving stores the
 * design only; 同步数据库 makes the table.
 */
export function DesignDialog({ row, onClose, onSaved }: EntityFormProps<OnlineFormHead>) {
  const styles = useStyles()
  const http = useHttp()
  const notify = useNotify()
  const editing = Boolean(row?.id)
  const [tableName, setTableName] = useState('')
  const [tableTxt, setTableTxt] = useState('')
  const [fields, setFields] = useState<DraftField[]>([])
  const [loading, setLoading] = useState(false)
  const [saving, setSaving] = useState(false)
  const [error, setError] = useState<string | null>(null)

  useEffect(() => {
    if (!row) return
    setTableName(row.tableName ?? 'onl_')
    setTableTxt(row.tableTxt ?? '')
    setError(null)
    if (!row.id) {
      setFields([newField(0)])
      return
    }
    let live = true
    setLoading(true)
    http
      .get<OnlineFormField[]>('/online/cgform/field/listByHeadId', { headId: row.id })
      .then((reply) => {
        if (!live) return
        if (reply.success) setFields((reply.result ?? []).map(draftOf))
        else setError(reply.message)
      })
      .finally(() => live && setLoading(false))
    return () => {
      live = false
    }
  }, [row, http])

  const save = async () => {
    const problem = draftProblem(tableName, tableTxt, fields)
    if (problem) {
      setError(problem)
      return
    }
    setSaving(true)
    try {
      const orderedFields = fields.map((field, orderNum) => ({ ...field, orderNum }))
      const reply = editing
        ? await http.put('/online/cgform/api/editAll', {
            head: { id: row?.id, tableName, tableTxt },
            fields: orderedFields,
          })
        : await http.post('/online/cgform/api/addAll', {
            head: { tableName, tableTxt },
            fields: orderedFields,
          })
      if (!reply.success) {
        setError(reply.message)
        return
      }
      notify.success(reply.message || '保存成功')
      onSaved()
    } finally {
      setSaving(false)
    }
  }

  return (
    <ActionDialog
      open={row !== null}
      title={editing ? `编辑表单 ${row?.tableName ?? ''}` : '新增表单'}
      width={1200}
      fullscreenSwitch
      onClose={onClose}
      error={error}
      confirmLabel="确定"
      confirmDisabled={saving || loading}
      onConfirm={save}
    >
      <div className={styles.head}>
        <Field label="表名" required hint="以 onl_ 开头，小写字母、数字和下划线">
          <Input
            value={tableName}
            maxLength={40}
            disabled={editing && (row?.syncedVersion ?? 0) > 0}
            onChange={(_, data) => setTableName(data.value.trim())}
          />
        </Field>
        <Field label="表描述" required>
          <Input value={tableTxt} maxLength={200} onChange={(_, data) => setTableTxt(data.value)} />
        </Field>
      </div>
      {loading ? <Spinner label="加载字段…" /> : <FieldRows fields={fields} onChange={setFields} />}
    </ActionDialog>
  )
}
