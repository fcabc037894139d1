import { Body1, Button, Card, Field, makeStyles, Subtitle1, tokens } from '@fluentui/react-components'
import { DateField, usePermissions } from '@portico/ui'
import { useCallback, useState } from 'react'
import { ChartPanel } from '../../components/charts/ChartPanel'
import { FormError } from '../../components/form/FormFeedback'
import { greetingKey } from '../../components/greeting'
import { useTexts } from '../../i18n'
import { useSession } from '../../session/useSession'
import { usePolling } from '../monitor/usePolling'
import { RankingCard } from './RankingCard'
import { StatCard } from './StatCard'
import { useDashboardApi } from './useDashboardApi'

const useStyles = makeStyles({
  root: { display: 'grid', gap: tokens.spacingVerticalL },
  // The spacing the greeting had as the page's h1, now that the shell holds the h1.
  greeting: { marginBlock: '0.67em' },
  cards: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fit, minmax(200px, 1fr))',
    gap: tokens.spacingHorizontalL,
  },
  pair: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fit, minmax(380px, 1fr))',
    gap: tokens.spacingHorizontalL,
  },
  range: { display: 'flex', flexWrap: 'wrap', alignItems: 'end', gap: tokens.spacingHorizontalM },
  visits: { display: 'flex', gap: tokens.spacingHorizontalXXL, flexWrap: 'wrap' },
})

const DAY_MS = 86_400_000
/** yyyy-MM-dd in GMT+8 (the server's calendar). */
const chinaDay = (ms: number) => new Date(ms + 8 * 3600_000).toISOString().slice(0, 10)
const lastDays = (n: number) => ({ from: chinaDay(Date.now() - (n - 1) * DAY_MS), to: chinaDay(Date.now()) })

/** 首页: today's figures, parcel trend over a chosen range, top channels, destinations and customers, visits and logins. */
const VISIT_FIGURES = 'dashboard:visit:view'
const noFigures = async () => null

export default function Analysis() {
  const styles = useStyles()
  const { t } = useTexts()
  const api = useDashboardApi()
  const { userInfo } = useSession()
  const [range, setRange] = useState(lastDays(30))
  const [draft, setDraft] = useState(range)
  const cards = usePolling(api.cards, t('home.cardsFailed'))
  const loadTrend = useCallback(() => api.trend(range.from, range.to), [api, range])
  const trend = usePolling(loadTrend, t('home.trendFailed'))
  // The platform's visit figures are for staff; a customer's user sees the other cards.
  const seesVisits = usePermissions().allows(VISIT_FIGURES)
  const logins = usePolling(seesVisits ? api.loginInfo : noFigures, '读取访问统计失败')
  const visits = usePolling(seesVisits ? api.visitInfo : noFigures, '读取访问统计失败')
  const days = trend.data?.days ?? []
  const pick = (next: { from: string; to: string }) => {
    setDraft(next)
    setRange(next)
  }
  return (
    <div className={styles.root}>
      <Card>
        <Subtitle1 as="h2" className={styles.greeting}>
          {t('home.greet', {
            greeting: t(greetingKey(new Date().getHours())),
            name: userInfo?.realname ?? userInfo?.username ?? '',
          })}
        </Subtitle1>
        <Body1>{t('home.welcome')}</Body1>
      </Card>
      <FormError message={cards.error ?? trend.error ?? logins.error ?? visits.error} />
      <section className={styles.cards} aria-label={t('home.today')}>
        {cards.data?.map((card) => (
          <StatCard key={card.key} card={card} />
        ))}
      </section>
      <Card>
        <form
          className={styles.range}
          aria-label={t('home.range')}
          onSubmit={(event) => {
            event.preventDefault()
            setRange(draft)
          }}
        >
          <Field label={t('home.from')}>
            <DateField value={draft.from} onChange={(from) => setDraft({ ...draft, from })} />
          </Field>
          <Field label={t('home.to')}>
            <DateField value={draft.to} onChange={(to) => setDraft({ ...draft, to })} />
          </Field>
          <Button type="submit" appearance="primary">
            {t('list.search')}
          </Button>
          <Button onClick={() => pick(lastDays(7))}>{t('home.last7')}</Button>
          <Button onClick={() => pick(lastDays(30))}>{t('home.last30')}</Button>
          <Button onClick={() => pick(lastDays(90))}>{t('home.last90')}</Button>
        </form>
        <ChartPanel
          title={t('home.trend')}
          loading={trend.data === null && trend.loading}
          xLabel={t('home.date')}
          formatX={(x) => chinaDay(Number(x))}
          series={[
            {
              name: t('home.parcelsIn'),
              points: days.map((d) => ({ x: Date.parse(`${d.day}T00:00:00+08:00`), y: d.parcels })),
            },
            {
              name: t('home.questions'),
              points: days.map((d) => ({ x: Date.parse(`${d.day}T00:00:00+08:00`), y: d.questions })),
            },
          ]}
        />
      </Card>
      <div className={styles.pair}>
        <RankingCard
          api={api}
          by="channels"
          range={range}
          title={t('home.channels')}
          xLabel={t('home.channel')}
          counted={t('home.parcelsIn')}
          emptyText={t('home.channelsEmpty')}
          note={t('home.channelsNote')}
        />
        {seesVisits && (
          <Card>
            <div className={styles.visits}>
              <Body1>今日访问：{logins.data?.todayVisitCount ?? '-'}</Body1>
              <Body1>今日IP：{logins.data?.todayIp ?? '-'}</Body1>
              <Body1>总访问量：{logins.data?.totalVisitCount ?? '-'}</Body1>
            </div>
            <ChartPanel
              title="近7天访问与登录"
              loading={visits.data === null && visits.loading}
              kind="bar"
              xLabel="日期"
              series={[
                { name: '访问次数', points: (visits.data ?? []).map((v) => ({ x: v.type, y: v.visit })) },
                { name: 'IP数', points: (visits.data ?? []).map((v) => ({ x: v.type, y: v.ip })) },
              ]}
            />
          </Card>
        )}
      </div>
      <div className={styles.pair}>
        <RankingCard
          api={api}
          by="destinations"
          range={range}
          title={t('home.destinations')}
          xLabel={t('home.destination')}
          counted={t('home.parcels')}
          emptyText={t('home.rankEmpty')}
          note={t('home.rankNote')}
        />
        <RankingCard
          api={api}
          by="customers"
          range={range}
          title={t('home.customers')}
          xLabel={t('home.customer')}
          counted={t('home.parcels')}
          emptyText={t('home.rankEmpty')}
          note={t('home.rankNote')}
        />
      </div>
    </div>
  )
}
