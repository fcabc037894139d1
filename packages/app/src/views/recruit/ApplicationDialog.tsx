import {
  Badge,
  Body1,
  Button,
  Checkbox,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Dropdown,
  Field,
  Input,
  MessageBar,
  MessageBarBody,
  makeStyles,
  Option,
  Spinner,
  Subtitle2,
  Textarea,
  tokens,
} from '@fluentui/react-components'
import {
  APPLICATION_MESSAGE_TEMPLATES,
  APPLICATION_STATUS,
  type ApplicationStatus,
  fillTemplate,
  type ResumeContent,
} from '@portico/contract'
import { useHttp, useNotify } from '@portico/ui'
import { useCallback, useState } from 'react'
import { messageOf } from '../../components/form/messageOf'
import { useLoaded } from '../../components/form/useLoaded'
import { ResumeView } from '../portal/resume/ResumeView'
import { ADMIN } from './recruitAdminApi'

export interface ApplicationRow {
  id: string
  jobId: string
  jobName: string
  name: string
  phone: string
  status: ApplicationStatus
  status_dictText?: string
  createTime: string | null
  updateTime: string | null
}

interface ApplicationDetail extends ApplicationRow {
  resume: ResumeContent
  moves: ApplicationStatus[]
}

const useStyles = makeStyles({
  surface: { width: '1200px', maxWidth: 'calc(100vw - 24px)' },
  head: { display: 'flex', gap: tokens.spacingHorizontalL, flexWrap: 'wrap', alignItems: 'center' },
  move: {
    display: 'grid',
    gridTemplateColumns: '200px 1fr',
    gap: tokens.spacingHorizontalM,
    marginTop: tokens.spacingVerticalL,
    '@media (max-width: 767.99px)': { gridTemplateColumns: '1fr' },
  },
  wide: { gridColumn: '1 / -1' },
})

function StatusMove({ detail, onMoved }: { detail: ApplicationDetail; onMoved: () => void }) {
  const styles = useStyles()
  const http = useHttp()
  const notify = useNotify()
  const [status, setStatus] = useState<ApplicationStatus | ''>('')
  const [send, setSend] = useState(true)
  const [title, setTitle] = useState('')
  const [content, setContent] = useState('')
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)

  const choose = (next: ApplicationStatus) => {
    setStatus(next)
    const template = APPLICATION_MESSAGE_TEMPLATES[next]
    setTitle(template.title)
    setContent(fillTemplate(template.content, detail.jobName))
  }

  async function save() {
    if (!status) return setError('请选择新的状态')
    setBusy(true)
    setError(null)
    try {
      const reply = await http.put(`${ADMIN}/application/status`, {
        id: detail.id,
        status,
        sendMessage: send,
        title,
        content,
      })
      if (!reply.success) return setError(reply.message)
      notify.success(reply.message)
      onMoved()
    } catch (failure) {
      setError(messageOf(failure, '状态变更失败'))
    } finally {
      setBusy(false)
    }
  }

  if (detail.moves.length === 0) return <Body1>该投递已是最终状态。</Body1>
  return (
    <div className={styles.move}>
      <Field label="变更为" required>
        <Dropdown
          placeholder="请选择状态"
          value={status ? APPLICATION_STATUS[status] : ''}
          selectedOptions={status ? [status] : []}
          onOptionSelect={(_, data) => choose(data.optionValue as ApplicationStatus)}
        >
          {detail.moves.map((move) => (
            <Option key={move} value={move}>
              {APPLICATION_STATUS[move]}
            </Option>
          ))}
        </Dropdown>
      </Field>
      <Checkbox
        checked={send}
        onChange={(_, data) => setSend(data.checked === true)}
        label="发送消息通知应聘者"
      />
      {send && (
        <>
          <Field label="消息标题" className={styles.wide}>
            <Input value={title} maxLength={100} onChange={(_, data) => setTitle(data.value)} />
          </Field>
          <Field label="消息内容" className={styles.wide}>
            <Textarea value={content} maxLength={2000} onChange={(_, data) => setContent(data.value)} />
          </Field>
        </>
      )}
      {error && (
        <MessageBar intent="error" role="alert" className={styles.wide}>
          <MessageBarBody>{error}</MessageBarBody>
        </MessageBar>
      )}
      <div className={styles.wide}>
        <Button appearance="primary" disabled={busy} onClick={() => void save()}>
          确定变更
        </Button>
      </div>
    </div>
  )
}

/** 查看简历 of one application, and its next status with a message from the status's template. */
export function ApplicationDialog({
  row,
  onClose,
  onMoved,
}: {
  row: ApplicationRow
  onClose: () => void
  onMoved: () => void
}) {
  const styles = useStyles()
  const http = useHttp()
  const load = useCallback(async () => {
    const reply = await http.get<ApplicationDetail>(`${ADMIN}/application/queryById`, { id: row.id })
    if (!reply.success || !reply.result) throw reply
    return reply.result
  }, [http, row.id])
  const { data, error } = useLoaded(load, '简历加载失败')
  return (
    <Dialog open onOpenChange={(_, d) => !d.open && onClose()}>
      <DialogSurface className={styles.surface}>
        <DialogBody>
          <DialogTitle>
            {row.name} · {row.jobName}
          </DialogTitle>
          <DialogContent>
            {error && (
              <MessageBar intent="error">
                <MessageBarBody>{error}</MessageBarBody>
              </MessageBar>
            )}
            {!data && !error && <Spinner label="加载中…" />}
            {data && (
              <>
                <div className={styles.head}>
                  <Body1>手机号：{data.phone}</Body1>
                  <Body1>投递时间：{data.createTime}</Body1>
                  <Badge appearance="tint">{APPLICATION_STATUS[data.status]}</Badge>
                </div>
                <ResumeView content={data.resume} />
                <Subtitle2 as="h3" style={{ display: 'block', marginTop: 16 }}>
                  状态变更
                </Subtitle2>
                <StatusMove detail={data} onMoved={onMoved} />
              </>
            )}
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose}>关闭</Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  )
}
