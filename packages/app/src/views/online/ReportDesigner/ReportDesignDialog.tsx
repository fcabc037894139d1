import {
  Button,
  Dropdown,
  Field,
  Input,
  makeStyles,
  Option,
  Spinner,
  tokens,
} from '@fluentui/react-components'
import {
  isAggregated,
  type ReportDesign,
  type ReportHeadWire,
  type ReportSourceInfo,
} from '@portico/contract'
import { useHttp, useNotify } from '@portico/ui'
import { useEffect, useState } from 'react'
import { ActionDialog } from '../../../components/ActionDialog'
import type { EntityFormProps } from '../../../components/form/useEntityForm'
import { ColumnRows, FilterRows, GroupRows, MeasureRows, SortAndChart } from './DesignParts'
import { type PreviewResult, ReportPreview } from './ReportPreview'
import { emptyDesign, tidyDesign } from './reportDesign'

const useStyles = makeStyles({
  head: { display: 'grid', gridTemplateColumns: '1fr 1fr 1fr', gap: tokens.spacingHorizontalM },
})

const sourceKey = (source: { kind: string; name: string }) => `${source.kind}:${source.name}`

/**
 * 新增 / 编辑 of a designed report: its code and name, a source (a declared resource or an online form), and the
 * design — columns, or groups with statistics; filters (its parameters); sort and chart — with a live preview.
 */
export function ReportDesignDialog({ row, onClose, onSaved }: EntityFormProps<ReportHeadWire>) {
  const styles = useStyles()
  const http = useHttp()
  const notify = useNotify()
  const editing = Boolean(row?.id)
  const [sources, setSources] = useState<ReportSourceInfo[] | null>(null)
  const [code, setCode] = useState('')
  const [name, setName] = useState('')
  const [design, setDesign] = useState<ReportDesign | null>(null)
  const [preview, setPreview] = useState<PreviewResult | null>(null)
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)

  useEffect(() => {
    if (!row) return
    setCode(row.code ?? '')
    setName(row.name ?? '')
    setDesign(row.design ?? null)
    setPreview(null)
    setError(null)
    let live = true
    http.get<ReportSourceInfo[]>('/online/cgreport/design/sources').then((reply) => {
      if (!live) return
      if (reply.success) setSources(reply.result ?? [])
      else setError(reply.message)
    })
    return () => {
      live = false
    }
  }, [row, http])

  const source = design && sources?.find((s) => sourceKey(s) === sourceKey(design.source))
  const fields = source?.fields ?? []
  const change = (next: ReportDesign) => {
    setDesign(tidyDesign(next))
    setPreview(null)
  }

  const runPreview = async () => {
    if (!design) return
    setBusy(true)
    try {
      const reply = await http.post<PreviewResult>('/online/cgreport/design/preview?pageSize=50', { design })
      if (reply.success && reply.result) {
        setPreview(reply.result)
        setError(null)
      } else setError(reply.message)
    } finally {
      setBusy(false)
    }
  }

  const save = async () => {
    if (!design) {
      setError('请选择数据源')
      return
    }
    setBusy(true)
    try {
      const body = { head: { id: row?.id, code, name }, design }
      const reply = editing
        ? await http.put('/online/cgreport/head/edit', body)
        : await http.post('/online/cgreport/head/add', body)
      if (!reply.success) {
        setError(reply.message)
        return
      }
      notify.success(reply.message || '保存成功')
      onSaved()
    } finally {
      setBusy(false)
    }
  }

  const parts = design && { design, fields, onChange: change }
  return (
    <ActionDialog
      open={row !== null}
      title={editing ? `编辑报表 ${row?.name ?? ''}` : '新增报表'}
      width={1200}
      fullscreenSwitch
      onClose={onClose}
      error={error}
      extraActions={
        <Button disabled={busy || !design} onClick={() => void runPreview()}>
          预览
        </Button>
      }
      confirmLabel="保存"
      confirmDisabled={busy}
      onConfirm={save}
    >
      <div className={styles.head}>
        <Field label="报表编码" required hint="字母开头，字母、数字和下划线">
          <Input value={code} maxLength={64} onChange={(_, data) => setCode(data.value.trim())} />
        </Field>
        <Field label="报表名称" required>
          <Input value={name} maxLength={100} onChange={(_, data) => setName(data.value)} />
        </Field>
        <Field label="数据源" required>
          {sources === null ? (
            <Spinner size="tiny" label="加载数据源…" />
          ) : (
            <Dropdown
              value={source?.title ?? ''}
              placeholder="请选择数据源"
              selectedOptions={design ? [sourceKey(design.source)] : []}
              onOptionSelect={(_, data) => {
                const picked = sources.find((s) => sourceKey(s) === data.optionValue)
                if (picked) change(emptyDesign(picked))
              }}
            >
              {sources.map((s) => (
                <Option key={sourceKey(s)} value={sourceKey(s)}>
                  {s.title}
                </Option>
              ))}
            </Dropdown>
          )}
        </Field>
      </div>
      {parts && (
        <>
          <GroupRows {...parts} />
          <MeasureRows {...parts} />
          {!isAggregated(design) && <ColumnRows {...parts} />}
          <FilterRows {...parts} />
          <SortAndChart {...parts} />
        </>
      )}
      {busy && <Spinner size="tiny" label="请稍候…" />}
      {preview && <ReportPreview preview={preview} />}
    </ActionDialog>
  )
}
