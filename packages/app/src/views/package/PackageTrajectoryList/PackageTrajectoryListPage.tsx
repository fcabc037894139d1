import {
  Button,
  Card,
  CardHeader,
  Field,
  MessageBar,
  MessageBarBody,
  makeStyles,
  Spinner,
  Text,
  Textarea,
  tokens,
} from '@fluentui/react-components'
import { type ParcelTrajectory, splitNumbers, TRAJECTORY_MAX } from '@portico/contract'
import { useHttp } from '@portico/ui'
import { useState } from 'react'
import { ParcelStatusBadge } from '../../../components/parcels/parcelColumns'
import { TrajectoryTimeline } from '../../../components/parcels/TrajectoryTimeline'

const useStyles = makeStyles({
  page: { display: 'grid', gap: tokens.spacingVerticalM },
  results: {
    display: 'grid',
    gap: tokens.spacingVerticalM,
    gridTemplateColumns: 'repeat(auto-fill, minmax(420px, 1fr))',
  },
  missing: { color: tokens.colorNeutralForeground3 },
})

/** 包裹轨迹: paste up to 100 tracking numbers, see each parcel's journey in local time. */
export default function PackageTrajectoryListPage() {
  const styles = useStyles()
  const http = useHttp()
  const [text, setText] = useState('')
  const [loading, setLoading] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const [results, setResults] = useState<ParcelTrajectory[] | null>(null)
  const numbers = splitNumbers(text)

  async function search() {
    if (numbers.length === 0) return setError('请输入运单号')
    if (numbers.length > TRAJECTORY_MAX)
      return setError(`一次最多查询 ${TRAJECTORY_MAX} 个运单号，当前 ${numbers.length} 个`)
    setLoading(true)
    setError(null)
    try {
      const envelope = await http.get<ParcelTrajectory[]>('/logistics/package/trajectory', {
        trackingNo: numbers.join(','),
      })
      if (envelope.success) setResults(envelope.result)
      else setError(envelope.message)
    } catch {
      setError('查询失败，请重试')
    } finally {
      setLoading(false)
    }
  }

  const missing = results?.filter((r) => !r.found) ?? []
  return (
    <div className={styles.page}>
      <Card>
        <Field
          label="运单号"
          hint={`每行一个，或用逗号、空格分隔；最多 ${TRAJECTORY_MAX} 个（已输入 ${numbers.length} 个）`}
        >
          <Textarea
            value={text}
            rows={4}
            resize="vertical"
            placeholder="粘贴运单号，Ctrl+Enter 查询"
            onChange={(_, data) => setText(data.value)}
            onKeyDown={(event) => {
              if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) void search()
            }}
          />
        </Field>
        <div>
          <Button appearance="primary" onClick={() => void search()} disabled={loading}>
            查询轨迹
          </Button>
        </div>
      </Card>
      <div aria-live="polite">
        {loading && <Spinner label="查询中…" />}
        {error && (
          <MessageBar intent="error">
            <MessageBarBody>{error}</MessageBarBody>
          </MessageBar>
        )}
        {missing.length > 0 && (
          <MessageBar intent="warning">
            <MessageBarBody>
              未找到 {missing.length} 个：{missing.map((m) => m.trackingNo).join('、')}
            </MessageBarBody>
          </MessageBar>
        )}
      </div>
      {results && (
        <div className={styles.results}>
          {results
            .filter((r) => r.found)
            .map((r) => (
              <Card key={r.trackingNo}>
                <CardHeader
                  header={<Text weight="semibold">{r.trackingNo}</Text>}
                  action={
                    r.status ? (
                      <ParcelStatusBadge status={r.status} text={r.status_dictText ?? r.status} />
                    ) : undefined
                  }
                />
                <TrajectoryTimeline events={r.events} />
              </Card>
            ))}
          {results.length > 0 && results.every((r) => !r.found) && (
            <Text className={styles.missing}>没有找到这些运单号</Text>
          )}
        </div>
      )}
    </div>
  )
}
