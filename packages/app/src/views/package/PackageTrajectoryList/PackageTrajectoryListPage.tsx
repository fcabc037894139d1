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
import { type ParcelTrajectory, packageActions, splitNumbers, TRAJECTORY_MAX } from '@portico/contract'
import { useHttp } from '@portico/ui'
import { useState } from 'react'
import { callAction } from '../../../api/callAction'
import { ParcelStatusBadge } from '../../../components/parcels/parcelColumns'
import { TrajectoryTimeline } from '../../../components/parcels/TrajectoryTimeline'
import { useTexts } from '../../../i18n'

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
  const { t, locale } = useTexts()
  const [text, setText] = useState('')
  const [loading, setLoading] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const [results, setResults] = useState<ParcelTrajectory[] | null>(null)
  const numbers = splitNumbers(text)

  async function search() {
    if (numbers.length === 0) return setError(t('trajectory.enterNumbers'))
    if (numbers.length > TRAJECTORY_MAX)
      return setError(t('trajectory.tooMany', { max: TRAJECTORY_MAX, count: numbers.length }))
    setLoading(true)
    setError(null)
    try {
      const envelope = await callAction(http, packageActions.trajectory, {
        query: { trackingNo: numbers.join(',') },
      })
      if (envelope.success) setResults(envelope.result)
      else setError(envelope.message)
    } catch {
      setError(t('list.searchFailed'))
    } finally {
      setLoading(false)
    }
  }

  const missing = results?.filter((r) => !r.found) ?? []
  return (
    <div className={styles.page}>
      <Card>
        <Field
          label={t('trajectory.numbers')}
          hint={t('trajectory.hint', { max: TRAJECTORY_MAX, count: numbers.length })}
        >
          <Textarea
            value={text}
            rows={4}
            resize="vertical"
            placeholder={t('trajectory.placeholder')}
            onChange={(_, data) => setText(data.value)}
            onKeyDown={(event) => {
              if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) void search()
            }}
          />
        </Field>
        <div>
          <Button appearance="primary" onClick={() => void search()} disabled={loading}>
            {t('trajectory.search')}
          </Button>
        </div>
      </Card>
      <div aria-live="polite">
        {loading && <Spinner label={t('list.searching')} />}
        {error && (
          <MessageBar intent="error">
            <MessageBarBody>{error}</MessageBarBody>
          </MessageBar>
        )}
        {missing.length > 0 && (
          <MessageBar intent="warning">
            <MessageBarBody>
              {t('trajectory.notFound', {
                count: missing.length,
                numbers: missing.map((m) => m.trackingNo).join(locale === 'en' ? ', ' : '、'),
              })}
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
            <Text className={styles.missing}>{t('trajectory.noneFound')}</Text>
          )}
        </div>
      )}
    </div>
  )
}
