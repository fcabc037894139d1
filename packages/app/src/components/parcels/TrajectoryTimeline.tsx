import { makeStyles, Text, tokens } from '@fluentui/react-components'
import type { ParcelEventView } from '@portico/contract'
import { useTexts } from '../../i18n'

const useStyles = makeStyles({
  list: { listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: tokens.spacingVerticalS },
  item: {
    display: 'grid',
    gridTemplateColumns: '12px 1fr',
    columnGap: tokens.spacingHorizontalS,
  },
  dot: {
    width: '10px',
    height: '10px',
    marginTop: '5px',
    borderRadius: tokens.borderRadiusCircular,
    backgroundColor: tokens.colorNeutralStroke1,
  },
  latest: { backgroundColor: tokens.colorBrandBackground },
  meta: { color: tokens.colorNeutralForeground3 },
  en: { color: tokens.colorNeutralForeground2 },
})

/** A parcel's journey, newest first: local time with its zone, place, and its description (Chinese and English, or English). */
export function TrajectoryTimeline({ events }: { events: ParcelEventView[] }) {
  const styles = useStyles()
  const { t, locale } = useTexts()
  if (events.length === 0) return <Text className={styles.meta}>{t('parcel.noTrajectory')}</Text>
  const newestFirst = [...events].reverse()
  return (
    <ol className={styles.list} aria-label={t('parcel.trajectory')}>
      {newestFirst.map((event, index) => (
        <li key={`${event.eventTime}-${event.eventCode}`} className={styles.item}>
          <span className={index === 0 ? `${styles.dot} ${styles.latest}` : styles.dot} aria-hidden />
          <div>
            {/* In English only the English description; in Chinese both, as the customer's buyers read them. */}
            <Text weight={index === 0 ? 'semibold' : 'regular'}>
              {locale === 'en' ? event.descriptionEn : event.descriptionCn}
            </Text>
            <br />
            {locale !== 'en' && (
              <>
                <Text size={200} className={styles.en}>
                  {event.descriptionEn}
                </Text>
                <br />
              </>
            )}
            <Text size={200} className={styles.meta}>
              {event.localTime} (UTC{event.utcOffset} {event.timeZone})
              {event.location ? ` · ${event.location}` : ''}
            </Text>
          </div>
        </li>
      ))}
    </ol>
  )
}
