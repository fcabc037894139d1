import { Caption1, Card, makeStyles, Subtitle2, Text, tokens } from '@fluentui/react-components'
import { messageActions, messageTemplateResource } from '@portico/contract'
import { useHttp } from '@portico/ui'
import { useEffect, useState } from 'react'
import { callAction } from '../../api/callAction'
import type { EntityFormProps } from '../../components/form/useEntityForm'
import { ResourceFormDialog } from '../../components/ResourcePage/ResourceFormDialog'
import type { MessageTemplate } from './messageTemplate.types'

const PREVIEW_DELAY_MS = 300

/** The form's hints on the placeholder syntax and the sample values' format. */
export const templateFieldOverrides = {
  // biome-ignore lint/suspicious/noTemplateCurlyInString: the label shows the placeholder syntax
  templateContent: { label: '模板内容（占位符写作 ${name}）' },
  templateTestJson: { label: '示例值（JSON，如 {"name":"张三"}）' },
}

const useStyles = makeStyles({
  preview: { marginTop: tokens.spacingVerticalM, display: 'grid', gap: tokens.spacingVerticalXS },
  text: { whiteSpace: 'pre-wrap' },
  error: { color: tokens.colorPaletteRedForeground1 },
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
      const reply = await callAction(http, messageActions.templatePreview, {
        body: { templateContent: content, templateTestJson: sampleJson || null },
      }).catch(() => null)
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

function TemplatePreview({ content, sampleJson }: { content: string; sampleJson: string }) {
  const styles = useStyles()
  const preview = usePreview(content, sampleJson)
  return (
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
  )
}

/** Add or edit a 消息模板 (the declared form), with a live preview of the content filled with its sample values. */
export function MessageTemplateFormDialog(props: EntityFormProps<MessageTemplate>) {
  return (
    <ResourceFormDialog<MessageTemplate>
      {...props}
      resource={messageTemplateResource}
      addLabel="新增"
      fieldOverrides={templateFieldOverrides}
    >
      {(values) => (
        <TemplatePreview content={values.templateContent ?? ''} sampleJson={values.templateTestJson ?? ''} />
      )}
    </ResourceFormDialog>
  )
}
