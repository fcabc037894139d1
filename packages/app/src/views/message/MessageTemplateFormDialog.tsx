import { Caption1, Card, makeStyles, Subtitle2, Text, tokens } from '@fluentui/react-components'
import { useHttp } from '@portico/ui'
import { useEffect, useState } from 'react'
import { FormDialog } from '../../components/form/FormDialog'
import type { FormValues } from '../../components/form/fieldSpec'
import { type EntityFormProps, useEntityForm } from '../../components/form/useEntityForm'
import { type MessageTemplate, templateFormFields } from './messageTemplate'

const BASE = '/message/sysMessageTemplate'
const PREVIEW_DELAY_MS = 300

const useStyles = makeStyles({
  preview: { marginTop: tokens.spacingVerticalM, display: 'grid', gap: tokens.spacingVerticalXS },
  text: { whiteSpace: 'pre-wrap' },
  error: { color: tokens.colorPaletteRedForeground1 },
})

function toValues(row: Partial<MessageTemplate>): FormValues {
  return {
    id: row.id ?? '',
    templateName: row.templateName ?? '',
    templateCode: row.templateCode ?? '',
    templateType: row.templateType ?? '',
    templateContent: row.templateContent ?? '',
    templateTestJson: row.templateTestJson ?? '',
  }
}

const toBody = (values: FormValues) => ({
  id: values.id || undefined,
  templateName: values.templateName.trim(),
  templateCode: values.templateCode.trim(),
  templateType: values.templateType,
  templateContent: values.templateContent,
  templateTestJson: values.templateTestJson?.trim() || null,
})

/** The content filled with the sample values as the server renders it, or why it cannot be (missing values). */
function usePreview(content: string, sampleJson: string) {
  const http = useHttp()
  const [preview, setPreview] = useState<{ text: string; ok: boolean } | null>(null)
  useEffect(() => {
    if (!content.trim()) {
      setPreview(null)
      return
    }
    let current = true
    const timer = setTimeout(async () => {
      const reply = await http
        .post<string>(`${BASE}/preview`, { templateContent: content, templateTestJson: sampleJson || null })
        .catch(() => null)
      if (!current || !reply) return
      setPreview(reply.success ? { text: reply.result ?? '', ok: true } : { text: reply.message, ok: false })
    }, PREVIEW_DELAY_MS)
    return () => {
      current = false
      clearTimeout(timer)
    }
  }, [http, content, sampleJson])
  return preview
}

/** Add or edit a 消息模板, with a live preview of the content filled with its sample values. */
export function MessageTemplateFormDialog({ row, onClose, onSaved }: EntityFormProps<MessageTemplate>) {
  const styles = useStyles()
  const form = useEntityForm<MessageTemplate>({
    row,
    fields: templateFormFields,
    toValues,
    toBody,
    urls: { add: `${BASE}/add`, edit: `${BASE}/edit` },
    savedMessage: { add: '添加成功！', edit: '编辑成功!' },
    onSaved,
  })
  const preview = usePreview(form.values.templateContent ?? '', form.values.templateTestJson ?? '')
  return (
    <FormDialog
      open={row !== null}
      title={form.editing ? '编辑消息模板' : '新增消息模板'}
      label="消息模板"
      fields={templateFormFields}
      form={form}
      onClose={onClose}
      columns={1}
    >
      <Card className={styles.preview} role="region" aria-label="预览">
        <Subtitle2 as="h3">预览</Subtitle2>
        {preview === null ? (
          <Caption1>输入模板内容后，这里显示用示例值填充的效果</Caption1>
        ) : (
          <Text aria-live="polite" className={preview.ok ? styles.text : styles.error}>
            {preview.text}
          </Text>
        )}
      </Card>
    </FormDialog>
  )
}
