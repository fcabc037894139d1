import {
  Caption1,
  Card,
  Dropdown,
  Field,
  Input,
  MessageBar,
  MessageBarBody,
  makeStyles,
  Option,
  Subtitle2,
  Text,
  tokens,
} from '@fluentui/react-components'
import type { Page } from '@portico/contract'
import { DepartTreeSelect, RolePicker, SubmitDialog, UserPicker, useHttp, useNotify } from '@portico/ui'
import { useEffect, useState } from 'react'
import { MESSAGE_TYPE_OPTIONS } from './messageColumns'
import { fill, missingValues, placeholdersOf, sampleValues, type TemplateChoice } from './templateValues'

const useStyles = makeStyles({
  surface: { width: '760px', maxWidth: 'calc(100vw - 32px)' },
  grid: {
    display: 'grid',
    gridTemplateColumns: '1fr 1fr',
    gap: `${tokens.spacingVerticalM} ${tokens.spacingHorizontalL}`,
  },
  wide: { gridColumn: '1 / -1' },
  preview: { display: 'grid', gap: tokens.spacingVerticalXS, padding: tokens.spacingHorizontalM },
  text: { whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' },
  heading: { margin: 0 },
})

const typeText = (type: string) => MESSAGE_TYPE_OPTIONS.find((o) => o.value === type)?.text ?? type

interface Receivers {
  userIds: string
  roleIds: string
  departIds: string
}
const NOBODY: Receivers = { userIds: '', roleIds: '', departIds: '' }

export interface SendMessageDialogProps {
  open: boolean
  onClose: () => void
  /** After a send, whatever its outcome per receiver (the list shows each message's state). */
  onSent: () => void
}

/** 发送消息: a template, its placeholders' values (with a live preview) and the receivers: users, roles, departments. */
export function SendMessageDialog({ open, onClose, onSent }: SendMessageDialogProps) {
  const styles = useStyles()
  const http = useHttp()
  const notify = useNotify()
  const [templates, setTemplates] = useState<TemplateChoice[] | null>(null)
  const [mailReady, setMailReady] = useState(true)
  const [template, setTemplate] = useState<TemplateChoice | null>(null)
  const [values, setValues] = useState<Record<string, string>>({})
  const [receivers, setReceivers] = useState<Receivers>(NOBODY)
  const [error, setError] = useState<string | null>(null)
  const [sending, setSending] = useState(false)

  useEffect(() => {
    if (!open) return
    setTemplate(null)
    setValues({})
    setReceivers(NOBODY)
    setError(null)
    let current = true
    void Promise.all([
      http.get<Page<TemplateChoice>>('/message/sysMessageTemplate/list', {
        pageSize: 200,
        column: 'templateName',
        order: 'asc',
      }),
      http.get<{ mail: boolean }>('/sys/message/sysMessage/channels'),
    ])
      .then(([list, channels]) => {
        if (!current) return
        if (!list.success) setError(list.message)
        setTemplates(list.result?.records ?? [])
        setMailReady(channels.result?.mail ?? false)
      })
      .catch(() => current && setTemplates([]))
    return () => {
      current = false
    }
  }, [open, http])

  const mailBlocked = template?.templateType === '2' && !mailReady

  async function submit() {
    if (!template) return setError('请选择消息模板')
    const missing = missingValues(template.templateContent, values)
    if (missing.length) return setError(`请填写占位符的值：${missing.map((n) => `\${${n}}`).join('、')}`)
    if (!receivers.userIds && !receivers.roleIds && !receivers.departIds) return setError('请选择接收人')
    setSending(true)
    setError(null)
    try {
      const reply = await http.post<{ failed: number }>('/sys/message/sysMessage/send', {
        templateCode: template.templateCode,
        values,
        ...receivers,
      })
      if (!reply.success) return setError(reply.message)
      if (reply.result?.failed) notify.warning(reply.message)
      else notify.success(reply.message)
      onSent()
    } finally {
      setSending(false)
    }
  }

  const receiver = (name: keyof Receivers) => (next: string) => setReceivers((r) => ({ ...r, [name]: next }))
  return (
    <SubmitDialog
      open={open}
      title="发送消息"
      onClose={onClose}
      onSubmit={submit}
      cancelText="取消"
      submitText="发送"
      submitting={sending || mailBlocked}
      noValidate
      surface={{ className: styles.surface }}
    >
      <div className={styles.grid}>
        {error && (
          <MessageBar intent="error" className={styles.wide}>
            <MessageBarBody>{error}</MessageBarBody>
          </MessageBar>
        )}
        <Field
          label="消息模板"
          required
          className={styles.wide}
          hint={templates === null ? '加载中…' : undefined}
        >
          <Dropdown
            placeholder={templates?.length === 0 ? '暂无消息模板，请先在消息模板中新增' : '请选择消息模板'}
            value={template ? `${template.templateName}（${typeText(template.templateType)}）` : ''}
            selectedOptions={template ? [template.templateCode] : []}
            onOptionSelect={(_, data) => {
              const chosen = templates?.find((t) => t.templateCode === data.optionValue) ?? null
              setTemplate(chosen)
              setValues(chosen ? sampleValues(chosen) : {})
            }}
          >
            {(templates ?? []).map((t) => (
              <Option key={t.templateCode} value={t.templateCode} text={t.templateName}>
                {`${t.templateName}（${typeText(t.templateType)}）`}
              </Option>
            ))}
          </Dropdown>
        </Field>
        {mailBlocked && (
          <MessageBar intent="warning" className={styles.wide}>
            <MessageBarBody>邮件服务未配置（SMTP_HOST 等），邮件类模板暂不能发送。</MessageBarBody>
          </MessageBar>
        )}
        {template &&
          placeholdersOf(template.templateContent).map((name) => (
            <Field key={name} label={`\${${name}}`} required>
              <Input
                value={values[name] ?? ''}
                onChange={(_, data) => setValues((v) => ({ ...v, [name]: data.value }))}
              />
            </Field>
          ))}
        <Field label="接收用户" className={styles.wide}>
          <UserPicker
            value={receivers.userIds}
            multiple
            returnId
            onChange={receiver('userIds')}
            placeholder="请选择用户"
          />
        </Field>
        <Field label="接收角色（角色下的全部用户）">
          <RolePicker
            value={receivers.roleIds}
            multiple
            returnId
            onChange={receiver('roleIds')}
            placeholder="请选择角色"
          />
        </Field>
        <Field label="接收部门（部门内的用户）">
          <DepartTreeSelect
            value={receivers.departIds}
            multiple
            onChange={receiver('departIds')}
            placeholder="请选择部门"
          />
        </Field>
        {template && (
          <Card className={`${styles.wide} ${styles.preview}`} role="region" aria-label="预览">
            <Subtitle2 as="h3" className={styles.heading}>
              预览（{typeText(template.templateType)}）
            </Subtitle2>
            <Caption1>标题：{template.templateName}</Caption1>
            <Text aria-live="polite" className={styles.text}>
              {fill(template.templateContent, values)}
            </Text>
          </Card>
        )}
      </div>
    </SubmitDialog>
  )
}
