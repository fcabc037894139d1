import {
  Button,
  Card,
  Field,
  MessageBar,
  MessageBarBody,
  makeStyles,
  Text,
  Textarea,
  tokens,
} from '@fluentui/react-components'
import { OPS_PERMS, type QuestionScanLookup } from '@portico/contract'
import { DictSelect, ScanBox, type ScanOutcome, useHttp, usePermissions } from '@portico/ui'
import { ImageUpload } from '@portico/upload'
import { useState } from 'react'
import { ParcelStatusBadge } from '../../../components/parcels/parcelColumns'
import { OpenQuestion } from './OpenQuestion'

const useStyles = makeStyles({
  page: { display: 'grid', gap: tokens.spacingVerticalM },
  columns: {
    display: 'grid',
    gridTemplateColumns: '1fr 1fr',
    gap: tokens.spacingHorizontalL,
    alignItems: 'start',
  },
  card: { display: 'grid', gap: tokens.spacingVerticalS },
  muted: { color: tokens.colorNeutralForeground3 },
})

/** 问题件扫描: scan a number → its parcel and open 问题件; handle them, or register a new one with photos. */
export default function QuestionScanPage() {
  const styles = useStyles()
  const http = useHttp()
  const permissions = usePermissions()
  const [found, setFound] = useState<QuestionScanLookup | null>(null)
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null)
  const [form, setForm] = useState({ questionType: '', description: '', images: '' })

  /** Shows the number's parcel and 问题件; a refused lookup keeps the number in the box. */
  async function lookup(trackingNo: string): Promise<ScanOutcome> {
    const envelope = await http.get<QuestionScanLookup>('/question/scan/lookup', { trackingNo })
    const result = envelope.result
    if (!envelope.success || !result) {
      setMessage({ ok: false, text: envelope.message })
      return { ok: false, message: envelope.message }
    }
    setFound(result)
    setMessage(
      result.parcel
        ? null
        : { ok: false, text: `系统中没有运单号 ${result.trackingNo} 的包裹，可直接登记问题件` },
    )
    return { ok: true, message: result.trackingNo }
  }

  async function register() {
    if (!found) return
    if (!form.questionType) return setMessage({ ok: false, text: '请选择问题类型' })
    const envelope = await http.post('/question/scan/register', { trackingNo: found.trackingNo, ...form })
    setMessage({
      ok: envelope.success,
      text: envelope.success ? `${found.trackingNo} 已登记问题件` : envelope.message,
    })
    if (envelope.success) {
      setForm({ questionType: '', description: '', images: '' })
      await lookup(found.trackingNo)
    }
  }

  async function handle(id: string, handling: string) {
    if (!found) return
    const envelope = await http.post('/question/scan/handle', { id, handling })
    setMessage({ ok: envelope.success, text: envelope.success ? '处理完成' : envelope.message })
    if (envelope.success) await lookup(found.trackingNo)
  }

  const parcel = found?.parcel
  return (
    <div className={styles.page}>
      <Card>
        <ScanBox onScan={lookup} outcomeDisplay="none" autoFocus />
      </Card>
      <div aria-live="polite" role="status">
        {message && (
          <MessageBar intent={message.ok ? 'success' : 'warning'}>
            <MessageBarBody>{message.text}</MessageBarBody>
          </MessageBar>
        )}
      </div>
      {found && (
        <div className={styles.columns}>
          <Card className={styles.card}>
            <Text weight="semibold" size={400}>
              {found.trackingNo}
            </Text>
            {parcel ? (
              <>
                <div>
                  <ParcelStatusBadge status={parcel.status} text={parcel.status_dictText} />
                </div>
                <Text>客户：{parcel.customerName}</Text>
                <Text>渠道：{parcel.channelName ?? parcel.channelCode}</Text>
                <Text>
                  收件人：{parcel.buyerName}（{parcel.destinationCountry}）
                </Text>
                <Text>
                  重量：实重 {parcel.actualWeight ?? '—'} kg，计费重 {parcel.billableWeight ?? '—'} kg
                </Text>
                <Text>站点：{parcel.stationName ?? '—'}</Text>
              </>
            ) : (
              <Text className={styles.muted}>无包裹数据</Text>
            )}
            <Text weight="semibold">待处理问题件（{found.open.length}）</Text>
            {found.open.length === 0 && <Text className={styles.muted}>没有待处理的问题件</Text>}
            {found.open.map((question) => (
              <OpenQuestion
                key={question.id}
                question={question}
                canHandle={permissions.allows(OPS_PERMS.questionHandle)}
                onHandle={(handling) => handle(question.id, handling)}
              />
            ))}
            {found.handled.length > 0 && (
              <Text className={styles.muted}>
                已处理 {found.handled.length} 件：
                {found.handled.map((q) => `${q.questionType_dictText}（${q.createTime}）`).join('、')}
              </Text>
            )}
          </Card>
          {permissions.allows(OPS_PERMS.questionRegister) && (
            <Card className={styles.card}>
              <Text weight="semibold" size={400}>
                登记问题件
              </Text>
              <Field label="问题类型" required>
                <DictSelect
                  dictCode="question_type"
                  aria-label="问题类型"
                  value={form.questionType}
                  onChange={(questionType) => setForm((f) => ({ ...f, questionType }))}
                />
              </Field>
              <Field label="问题描述">
                <Textarea
                  value={form.description}
                  maxLength={500}
                  onChange={(_, data) => setForm((f) => ({ ...f, description: data.value }))}
                />
              </Field>
              <Field label="问题图片">
                <ImageUpload
                  aria-label="问题图片"
                  biz="question"
                  maxCount={9}
                  value={form.images}
                  onChange={(images) => setForm((f) => ({ ...f, images: String(images ?? '') }))}
                />
              </Field>
              <div>
                <Button appearance="primary" onClick={() => void register()}>
                  登记
                </Button>
              </div>
            </Card>
          )}
        </div>
      )}
    </div>
  )
}
