import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Field,
  Input,
  Link,
  MessageBar,
  MessageBarBody,
  Spinner,
  Text,
} from '@fluentui/react-components'
import { DocumentArrowUpRegular } from '@fluentui/react-icons'
import { CHANNEL_DICT } from '@portico/contract'
import { DateField, DictSelect, useHttp, useNotify } from '@portico/ui'
import { useRef, useState } from 'react'
import { useXlsxDownload } from '../../../components/list/useXlsxDownload'

interface RowError {
  row: number
  message: string
}

const EMPTY = { channelCode: '', statementNo: '', periodStart: '', periodEnd: '' }

/** 导入对账单: the channel, the carrier's statement number and period, and the .xlsx; bad rows are listed, nothing kept. */
export function ImportStatementDialog({
  open,
  onClose,
  onImported,
}: {
  open: boolean
  onClose: () => void
  onImported: () => void
}) {
  const http = useHttp()
  const notify = useNotify()
  const inputRef = useRef<HTMLInputElement>(null)
  const template = useXlsxDownload()
  const [values, setValues] = useState(EMPTY)
  const [file, setFile] = useState<File | null>(null)
  const [error, setError] = useState<string | null>(null)
  const [rowErrors, setRowErrors] = useState<RowError[]>([])
  const [busy, setBusy] = useState(false)
  const set = (name: keyof typeof EMPTY) => (value: string) => setValues((v) => ({ ...v, [name]: value }))

  async function submit() {
    if (!values.channelCode) return setError('请选择渠道')
    if (!file) return setError('请选择对账单文件（.xls/.xlsx）')
    setBusy(true)
    setError(null)
    setRowErrors([])
    const form = new FormData()
    for (const [name, value] of Object.entries(values)) form.append(name, value)
    form.append('file', file)
    try {
      const reply = await http.postForm<{ errors?: RowError[] }>(`/bill/reconciliation/import`, form)
      if (!reply.success) {
        setError(reply.message)
        setRowErrors(reply.result?.errors ?? [])
        return
      }
      notify.success(reply.message)
      setValues(EMPTY)
      setFile(null)
      onImported()
    } catch {
      setError('导入失败，请稍后再试')
    } finally {
      setBusy(false)
    }
  }

  return (
    <Dialog open={open} onOpenChange={(_, data) => !data.open && onClose()}>
      <DialogSurface style={{ maxWidth: 600, width: '100%' }}>
        <DialogBody>
          <DialogTitle>导入对账单</DialogTitle>
          <DialogContent>
            {error && (
              <MessageBar intent="error" style={{ marginBottom: 12 }}>
                <MessageBarBody>
                  {error}
                  {rowErrors.length > 0 && (
                    <ul aria-label="错误行" style={{ margin: '4px 0 0', paddingLeft: 20 }}>
                      {rowErrors.map((e) => (
                        <li key={`${e.row}-${e.message}`}>
                          {e.row > 0 ? `第${e.row}行：${e.message}` : e.message}
                        </li>
                      ))}
                    </ul>
                  )}
                </MessageBarBody>
              </MessageBar>
            )}
            <form
              aria-label="导入对账单"
              style={{ display: 'grid', gap: 12 }}
              onSubmit={(e) => e.preventDefault()}
            >
              <Field label="渠道" required>
                <DictSelect
                  dictCode={CHANNEL_DICT}
                  value={values.channelCode}
                  onChange={set('channelCode')}
                />
              </Field>
              <Field label="对方账单号" required>
                <Input value={values.statementNo} onChange={(_, d) => set('statementNo')(d.value)} />
              </Field>
              <Field label="账期开始" required>
                <DateField value={values.periodStart} onChange={set('periodStart')} />
              </Field>
              <Field
                label="账期结束"
                required
                hint="账期内出库的本渠道包裹按成本方案计算我方金额，与对账单逐票比对"
              >
                <DateField value={values.periodEnd} onChange={set('periodEnd')} />
              </Field>
              <Field
                label="对账单文件"
                required
                hint={
                  <>
                    表头需含 运单号、计费重量(kg)、金额、币种，一张对账单一种币种；
                    <Link
                      as="button"
                      type="button"
                      onClick={() =>
                        void template.download('/bill/reconciliation/template', {}, '对账单模板')
                      }
                    >
                      下载模板
                    </Link>
                  </>
                }
              >
                <div style={{ display: 'flex', gap: 8, alignItems: 'center' }}>
                  <Button icon={<DocumentArrowUpRegular />} onClick={() => inputRef.current?.click()}>
                    选择文件
                  </Button>
                  <Text>{file ? file.name : '请选择 .xls 或 .xlsx 文件'}</Text>
                  <input
                    ref={inputRef}
                    type="file"
                    hidden
                    aria-hidden
                    tabIndex={-1}
                    accept=".xls,.xlsx"
                    onChange={(e) => {
                      setFile(e.currentTarget.files?.[0] ?? null)
                      e.currentTarget.value = ''
                    }}
                  />
                </div>
              </Field>
            </form>
          </DialogContent>
          <DialogActions>
            <Button appearance="secondary" onClick={onClose}>
              关闭
            </Button>
            <Button
              appearance="primary"
              onClick={() => void submit()}
              disabled={busy}
              icon={busy ? <Spinner size="tiny" /> : undefined}
            >
              导入
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  )
}
