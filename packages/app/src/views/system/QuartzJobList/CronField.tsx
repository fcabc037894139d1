import { Button, Caption1, Input, makeStyles, tokens } from '@fluentui/react-components'
import { quartzActions } from '@portico/contract'
import { CronDialog } from '@portico/cron'
import { useHttp } from '@portico/ui'
import { useEffect, useState } from 'react'
import { callAction } from '../../../api/callAction'
import type { CustomControl } from '../../../components/form/fieldSpec'

const useStyles = makeStyles({
  row: { display: 'flex', gap: tokens.spacingHorizontalS },
  input: { flexGrow: 1 },
  preview: {
    display: 'flex',
    flexWrap: 'wrap',
    columnGap: tokens.spacingHorizontalL,
    marginTop: tokens.spacingVerticalXS,
  },
})

/** The scheduler reads expressions in GMT+8; the builder previews in UTC, so it starts from now's GMT+8 wall clock. */
const CHINA_OFFSET_MS = 8 * 60 * 60 * 1000
const PREVIEW_DELAY_MS = 300

type Preview = { times: string[] } | { error: string } | null

/** The next fire times as the server's scheduler reads the expression. */
function usePreview(expression: string): Preview {
  const http = useHttp()
  const [preview, setPreview] = useState<Preview>(null)
  useEffect(() => {
    if (expression.trim() === '') {
      setPreview(null)
      return
    }
    let cancelled = false
    const timer = setTimeout(() => {
      callAction(http, quartzActions.nextFireTimes, {
        query: { cronExpression: expression.trim(), count: 5 },
      })
        .then((reply) => {
          if (!cancelled) setPreview(reply.success ? { times: reply.result ?? [] } : { error: reply.message })
        })
        .catch(() => !cancelled && setPreview({ error: '无法计算执行时间' }))
    }, PREVIEW_DELAY_MS)
    return () => {
      cancelled = true
      clearTimeout(timer)
    }
  }, [expression, http])
  return preview
}

/** A cron expression typed or built in the cron dialog, with its next 5 fire times under it. */
export function CronField({ value, onChange, onBlur }: CustomControl) {
  const styles = useStyles()
  const [open, setOpen] = useState(false)
  const preview = usePreview(value)
  return (
    <div>
      <div className={styles.row}>
        <Input
          className={styles.input}
          value={value}
          placeholder="请输入cron表达式"
          onChange={(_, data) => onChange(data.value)}
          onBlur={onBlur}
        />
        <Button onClick={() => setOpen(true)}>选择</Button>
      </div>
      <CronDialog
        open={open}
        onOpenChange={setOpen}
        value={value.trim() || undefined}
        now={new Date(Date.now() + CHINA_OFFSET_MS)}
        onConfirm={(expression) => {
          onChange(expression)
          setOpen(false)
        }}
        onCancel={() => setOpen(false)}
      />
      {preview && 'times' in preview && (
        <div className={styles.preview}>
          <Caption1>最近5次执行时间（北京时间）：</Caption1>
          {preview.times.map((time) => (
            <Caption1 key={time}>{time}</Caption1>
          ))}
          {preview.times.length === 0 && <Caption1>不会再执行</Caption1>}
        </div>
      )}
      {preview && 'error' in preview && <Caption1 role="status">{preview.error}</Caption1>}
    </div>
  )
}
