import {
  Badge,
  Body1,
  Caption1,
  Card,
  makeStyles,
  mergeClasses,
  Subtitle2,
  tokens,
} from '@fluentui/react-components'
import type { PublicTrackingEvent, PublicTrackingResult } from '@portico/contract'
import { useId } from 'react'
import { carrierText, placeText, statusText, TRACK_TEXTS, type TrackLanguage } from './trackTexts'

const useStyles = makeStyles({
  card: { gap: tokens.spacingVerticalS },
  head: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalS },
  number: { fontFamily: tokens.fontFamilyMonospace, wordBreak: 'break-all' },
  events: { listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: tokens.spacingVerticalS },
  event: {
    display: 'grid',
    gap: tokens.spacingVerticalXXS,
    paddingLeft: tokens.spacingHorizontalM,
    borderLeft: `${tokens.strokeWidthThick} solid ${tokens.colorNeutralStroke2}`,
  },
  latest: { borderLeftColor: tokens.colorBrandStroke1 },
  muted: { color: tokens.colorNeutralForeground3 },
})

/** Newest first, as carriers' pages show them; the server answers them oldest first. */
const newestFirst = (events: PublicTrackingEvent[]) => [...events].reverse()

/** One number's status, last-mile carrier and events, in the buyer's language, each at its place's local time. */
export function TrackResultCard({
  result,
  language,
}: {
  result: PublicTrackingResult
  language: TrackLanguage
}) {
  const styles = useStyles()
  const text = TRACK_TEXTS[language]
  const headingId = useId()
  return (
    <Card className={styles.card} role="region" aria-labelledby={headingId}>
      <div className={styles.head}>
        <Subtitle2 as="h2" id={headingId} className={styles.number}>
          {result.trackingNo}
        </Subtitle2>
        <Badge appearance="tint" color={result.status === null ? 'informative' : 'brand'}>
          {result.status === null ? text.notScanned : statusText(result.status, language)}
        </Badge>
      </div>
      {result.status === null && <Body1 className={styles.muted}>{text.notScannedHint}</Body1>}
      {result.lastMile && (
        <Body1>
          {text.lastMile}: {carrierText(result.lastMile, language)}
          {result.lastMile.trackingNo && ` · ${text.lastMileNumber}: ${result.lastMile.trackingNo}`}
        </Body1>
      )}
      {result.events.length > 0 && (
        <ol className={styles.events} aria-label={text.events}>
          {newestFirst(result.events).map((event, index) => (
            <li
              key={`${event.eventTime}-${event.eventCode}`}
              className={mergeClasses(styles.event, index === 0 && styles.latest)}
            >
              <Body1>{language === 'zh' ? event.descriptionCn : event.descriptionEn}</Body1>
              <Caption1 className={styles.muted}>
                <time dateTime={event.eventTime}>
                  {event.localTime} (UTC{event.utcOffset}, {text.localTime})
                </time>
                {placeText(event, language) && ` · ${placeText(event, language)}`}
              </Caption1>
            </li>
          ))}
        </ol>
      )}
    </Card>
  )
}
