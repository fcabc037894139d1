import { Field, Input, makeStyles, Textarea, tokens } from '@fluentui/react-components'
import { useHttp, useNotify } from '@portico/ui'
import { useState } from 'react'
import { ActionDialog } from '../../../components/ActionDialog'

const useStyles = makeStyles({
  code: { fontFamily: tokens.fontFamilyMonospace, minHeight: '240px' },
})

/**
 * 导入代码: a declaration 导出代码 wrote (pasted or read from its .ts file) becomes a new design, optionally under
 * another table name; the server reads the design's JSON line only and checks it as any design.
 */
export function ImportCodeDialog({
  open,
  onClose,
  onImported,
}: {
  open: boolean
  onClose: () => void
  onImported: () => void
}) {
  const styles = useStyles()
  const http = useHttp()
  const notify = useNotify()
  const [code, setCode] = useState('')
  const [tableName, setTableName] = useState('')
  const [error, setError] = useState<string | null>(null)
  const [running, setRunning] = useState(false)

  const close = () => {
    setCode('')
    setTableName('')
    setError(null)
    onClose()
  }
  const readFile = async (file: File | undefined) => {
    if (file) setCode(await file.text())
  }
  const run = async () => {
    setRunning(true)
    try {
      const reply = await http.post('/online/cgform/head/importCode', { code, tableName: tableName.trim() })
      if (!reply.success) {
        setError(reply.message)
        return
      }
      notify.success(reply.message || '导入成功！')
      close()
      onImported()
    } finally {
      setRunning(false)
    }
  }

  return (
    <ActionDialog
      open={open}
      title="导入代码"
      width={800}
      onClose={close}
      error={error}
      closeLabel="取消"
      confirmLabel="导入"
      confirmDisabled={!code.trim() || running}
      onConfirm={run}
    >
      <Field label="代码文件（.ts）">
        <input
          type="file"
          accept=".ts,text/plain"
          onChange={(event) => void readFile(event.target.files?.[0])}
        />
      </Field>
      <Field label="代码">
        <Textarea
          className={styles.code}
          value={code}
          resize="vertical"
          onChange={(_, data) => setCode(data.value)}
        />
      </Field>
      <Field label="新表名" hint="留空则使用代码中的表名">
        <Input value={tableName} maxLength={40} onChange={(_, data) => setTableName(data.value)} />
      </Field>
    </ActionDialog>
  )
}
