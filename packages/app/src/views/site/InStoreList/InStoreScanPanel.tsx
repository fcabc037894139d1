import {
  Button,
  Card,
  Field,
  Input,
  MessageBar,
  MessageBarBody,
  makeStyles,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  Text,
  tokens,
} from '@fluentui/react-components'
import { type InStoreScanResult, inStoreScanActions } from '@portico/contract'
import { DictSelect, ScanBox, type ScanOutcome, useHttp } from '@portico/ui'
import { useState } from 'react'
import { callAction } from '../../../api/callAction'

const STATION_KEY = 'portico.inStore.station'

const useStyles = makeStyles({
  card: { display: 'grid', gap: tokens.spacingVerticalM },
  row: {
    display: 'grid',
    gridTemplateColumns: 'minmax(180px, 1fr) 120px 90px 90px 90px minmax(260px, 2fr)',
    gap: tokens.spacingHorizontalM,
    alignItems: 'end',
  },
  // An input fills its grid cell and no more (its own width would reach into the next field).
  fill: { width: '100%', minWidth: 0 },
  ok: { color: tokens.colorPaletteGreenForeground1 },
  bad: { color: tokens.colorPaletteRedForeground1 },
  session: { maxHeight: '220px', overflowY: 'auto' },
})

interface SessionScan extends InStoreScanResult {
  at: string
  seq: number
}

/** A short tone: high for accepted, low for refused (the scanner user need not look at the screen). */
function beep(ok: boolean) {
  try {
    const audio = new AudioContext()
    const tone = audio.createOscillator()
    tone.frequency.value = ok ? 880 : 220
    tone.connect(audio.destination)
    tone.start()
    tone.stop(audio.currentTime + (ok ? 0.08 : 0.3))
    tone.onended = () => void audio.close()
  } catch {
    // No audio (headless, blocked): the message is enough.
  }
}

/**
 * 入库扫描: pick the station, keep the weight from the scale (kg) and optionally the sizes, then scan: Enter sends
 * the number, the answer is announced and the box keeps the focus for the next parcel.
 */
export function InStoreScanPanel({ onScanned }: { onScanned: () => void }) {
  const styles = useStyles()
  const http = useHttp()
  const [station, setStation] = useState(() => localStorage.getItem(STATION_KEY) ?? '')
  const [weight, setWeight] = useState('')
  const [sizes, setSizes] = useState({ lengthCm: '', widthCm: '', heightCm: '' })
  const [last, setLast] = useState<{ ok: boolean; message: string } | null>(null)
  const [session, setSession] = useState<SessionScan[]>([])

  const announce = (ok: boolean, message: string) => {
    setLast({ ok, message })
    beep(ok)
  }

  /** Accepted or refused, a number the server answered leaves the box; a check that failed before keeps it. */
  async function submit(trackingNo: string): Promise<ScanOutcome> {
    const kept = (message: string) => {
      announce(false, message)
      return { ok: false, message }
    }
    if (!station) return kept('请先选择站点')
    if (!weight.trim()) return kept('请先输入重量（kg）')
    try {
      const envelope = await callAction(http, inStoreScanActions.scan, {
        body: {
          trackingNo,
          stationCode: station,
          weight: weight.trim(),
          lengthCm: sizes.lengthCm.trim() || null,
          widthCm: sizes.widthCm.trim() || null,
          heightCm: sizes.heightCm.trim() || null,
        },
      })
      if (!envelope.success || !envelope.result) return kept(`${trackingNo}：${envelope.message}`)
      const result = envelope.result
      const message = `${result.trackingNo}：${result.message}`
      announce(result.accepted, message)
      setSession((list) => [
        {
          ...result,
          seq: (list[0]?.seq ?? 0) + 1,
          at: new Date().toLocaleTimeString('zh-CN', { hour12: false }),
        },
        ...list,
      ])
      setSizes({ lengthCm: '', widthCm: '', heightCm: '' })
      onScanned()
      return { ok: true, message }
    } catch {
      return kept(`${trackingNo}：网络异常，请重试`)
    }
  }

  const size = (key: keyof typeof sizes, label: string) => (
    <Field label={label}>
      <Input
        className={styles.fill}
        value={sizes[key]}
        inputMode="decimal"
        onChange={(_, data) => setSizes((s) => ({ ...s, [key]: data.value }))}
      />
    </Field>
  )
  const accepted = session.filter((s) => s.accepted).length

  return (
    <Card className={styles.card}>
      <div className={styles.row}>
        <Field label="入库站点" required>
          <DictSelect
            className={styles.fill}
            dictCode="logistics_station,name,code"
            value={station}
            aria-label="入库站点"
            onChange={(value) => {
              setStation(value)
              localStorage.setItem(STATION_KEY, value)
            }}
          />
        </Field>
        <Field label="重量(kg)" required>
          <Input
            className={styles.fill}
            value={weight}
            inputMode="decimal"
            onChange={(_, data) => setWeight(data.value)}
          />
        </Field>
        {size('lengthCm', '长(cm)')}
        {size('widthCm', '宽(cm)')}
        {size('heightCm', '高(cm)')}
        <ScanBox onScan={submit} outcomeDisplay="none" autoFocus />
      </div>
      <div aria-live="assertive" role="status">
        {last && (
          <MessageBar intent={last.ok ? 'success' : 'error'}>
            <MessageBarBody>{last.message}</MessageBarBody>
          </MessageBar>
        )}
      </div>
      {session.length > 0 && (
        <div className={styles.session}>
          <Text weight="semibold">
            本次扫描 {session.length} 件，成功 {accepted} 件，异常 {session.length - accepted} 件
          </Text>
          <Table size="extra-small" aria-label="本次扫描">
            <TableHeader>
              <TableRow>
                <TableHeaderCell>时间</TableHeaderCell>
                <TableHeaderCell>运单号</TableHeaderCell>
                <TableHeaderCell>结果</TableHeaderCell>
                <TableHeaderCell>计费重(kg)</TableHeaderCell>
              </TableRow>
            </TableHeader>
            <TableBody>
              {session.map((scan) => (
                <TableRow key={scan.seq}>
                  <TableCell>{scan.at}</TableCell>
                  <TableCell>{scan.trackingNo}</TableCell>
                  <TableCell className={scan.accepted ? styles.ok : styles.bad}>{scan.message}</TableCell>
                  <TableCell>{scan.accepted ? scan.parcel?.billableWeight : ''}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </div>
      )}
      <div>
        <Button
          appearance="subtle"
          size="small"
          onClick={() => setSession([])}
          disabled={session.length === 0}
        >
          清空本次记录
        </Button>
      </div>
    </Card>
  )
}
