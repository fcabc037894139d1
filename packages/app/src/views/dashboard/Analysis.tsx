import { Body1, Button, Card, Field, makeStyles, Subtitle1, tokens } from '@fluentui/react-components'
import { DateField, usePermissions } from '@portico/ui'
import { useCallback, useState } from 'react'
import { ChartPanel } from '../../components/charts/ChartPanel'
import { FormError } from '../../components/form/FormFeedback'
import { greetingFor } from '../../components/greeting'
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
  const api = useDashboardApi()
  const { userInfo } = useSession()
  const [range, setRange] = useState(lastDays(30))
  const [draft, setDraft] = useState(range)
  const cards = usePolling(api.cards, '读取统计失败')
  const loadTrend = useCallback(() => api.trend(range.from, range.to), [api, range])
  const trend = usePolling(loadTrend, '读取趋势失败')
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
          {greetingFor(new Date().getHours())}，{userInfo?.realname ?? userInfo?.username}
        </Subtitle1>
        <Body1>欢迎使用跨境电商供应链物流平台。</Body1>
      </Card>
      <FormError message={cards.error ?? trend.error ?? logins.error ?? visits.error} />
      <section className={styles.cards} aria-label="今日概况">
        {cards.data?.map((card) => (
          <StatCard key={card.key} card={card} />
        ))}
      </section>
      <Card>
        <form
          className={styles.range}
          aria-label="统计日期范围"
          onSubmit={(event) => {
            event.preventDefault()
            setRange(draft)
          }}
        >
          <Field label="开始日期">
            <DateField value={draft.from} onChange={(from) => setDraft({ ...draft, from })} />
          </Field>
          <Field label="结束日期">
            <DateField value={draft.to} onChange={(to) => setDraft({ ...draft, to })} />
          </Field>
          <Button type="submit" appearance="primary">
            查询
          </Button>
          <Button onClick={() => pick(lastDays(7))}>近7天</Button>
          <Button onClick={() => pick(lastDays(30))}>近30天</Button>
          <Button onClick={() => pick(lastDays(90))}>近90天</Button>
        </form>
        <ChartPanel
          title="包裹量趋势（入库包裹与问题件，按日）"
          loading={trend.data === null && trend.loading}
          xLabel="日期"
          formatX={(x) => chinaDay(Number(x))}
          series={[
            {
              name: '入库包裹',
              points: days.map((d) => ({ x: Date.parse(`${d.day}T00:00:00+08:00`), y: d.parcels })),
            },
            {
              name: '问题件',
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
          title="渠道排行（入库包裹）"
          xLabel="渠道"
          counted="入库包裹"
          emptyText="所选日期内没有入库包裹"
          note="与包裹量趋势统计相同的入库包裹（扫描入库与批量入库）"
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
          title="目的地排行（包裹）"
          xLabel="目的地"
          counted="包裹"
          emptyText="所选日期内没有包裹"
          note="所选日期内创建的包裹"
        />
        <RankingCard
          api={api}
          by="customers"
          range={range}
          title="客户排行（包裹）"
          xLabel="客户"
          counted="包裹"
          emptyText="所选日期内没有包裹"
          note="所选日期内创建的包裹"
        />
      </div>
    </div>
  )
}
