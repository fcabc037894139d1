import { Button, MessageBar, MessageBarBody } from '@fluentui/react-components'
import { Add20Regular } from '@fluentui/react-icons'
import { DataTable, type DataTableColumn } from '@portico/grid'
import { SubmitDialog, useHttp } from '@portico/ui'
import { type ReactNode, useState } from 'react'
import { localiseColumns } from '../../../components/list/localiseColumns'
import { useTexts } from '../../../i18n'
import { ShownOnce } from './ShownOnce'
import type { useReplyList } from './useReplyList'

/** What the panel's add dialog asks, and how it turns into a request. */
export interface SecretForm<Created> {
  addText: string
  title: string
  submitText: string
  url: string
  fields: ReactNode
  /** Resets the fields when the dialog opens. */
  reset: () => void
  /** A problem with what was typed, or the request body. */
  check: () => { problem: string } | { body: object }
  /** The title and lines of what is shown this once. */
  shown: (created: Created) => { title: string; lines: string[] }
}

/**
 * A list of things created with a secret the server shows once (API keys, webhook endpoints): the add button and
 * dialog, the shown-once bar, the list with its error, loading and empty states.
 */
export function SecretListPanel<Row extends { id: string }, Created>({
  label,
  list,
  columns,
  emptyText,
  form,
  canAdd,
}: {
  label: string
  list: ReturnType<typeof useReplyList<Row>>
  columns: DataTableColumn<Row>[]
  emptyText: string
  form: SecretForm<Created>
  canAdd: boolean
}) {
  const http = useHttp()
  const { t, label: labelOf } = useTexts()
  const [adding, setAdding] = useState(false)
  const [problem, setProblem] = useState<string | null>(null)
  const [saving, setSaving] = useState(false)
  const [created, setCreated] = useState<Created | null>(null)

  const open = () => {
    form.reset()
    setProblem(null)
    setAdding(true)
  }
  const submit = async () => {
    const checked = form.check()
    if ('problem' in checked) return setProblem(checked.problem)
    setSaving(true)
    try {
      const reply = await http.post<Created>(form.url, checked.body)
      if (!reply.success || !reply.result) return setProblem(reply.message)
      setCreated(reply.result)
      setAdding(false)
      void list.reload()
    } finally {
      setSaving(false)
    }
  }

  return (
    <>
      {created && <ShownOnce {...form.shown(created)} onClose={() => setCreated(null)} />}
      {canAdd && (
        <div>
          <Button appearance="primary" icon={<Add20Regular />} onClick={open}>
            {form.addText}
          </Button>
        </div>
      )}
      {list.error && (
        <MessageBar intent="error">
          <MessageBarBody>{list.error}</MessageBarBody>
        </MessageBar>
      )}
      <DataTable<Row>
        aria-label={label}
        columns={localiseColumns(columns, labelOf)}
        data={list.rows}
        rowKey="id"
        loading={list.loading}
        emptyText={emptyText}
      />
      <SubmitDialog
        open={adding}
        title={form.title}
        onClose={() => setAdding(false)}
        onSubmit={() => void submit()}
        cancelText={t('list.cancel')}
        submitText={form.submitText}
        submitting={saving}
        noValidate
      >
        {problem && (
          <MessageBar intent="error">
            <MessageBarBody>{problem}</MessageBarBody>
          </MessageBar>
        )}
        {form.fields}
      </SubmitDialog>
    </>
  )
}
