import { Body1, Card } from '@fluentui/react-components'
import { useCallback } from 'react'
import { ChartPanel } from '../../components/charts/ChartPanel'
import { FormError } from '../../components/form/FormFeedback'
import { useTexts } from '../../i18n'
import { usePolling } from '../monitor/usePolling'
import type { DashboardApi } from './dashboardApi'

export interface RankingCardProps {
  api: DashboardApi
  by: 'channels' | 'destinations' | 'customers'
  range: { from: string; to: string }
  title: string
  /** Header of the names' column in the table view. */
  xLabel: string
  /** The series' name: what is counted. */
  counted: string
  emptyText: string
  /** What the figures count, under the chart. */
  note?: string
}

/** One of 首页's rankings over the chosen range: it loads its own figures and draws as soon as they arrive. */
export function RankingCard({ api, by, range, title, xLabel, counted, emptyText, note }: RankingCardProps) {
  const { t } = useTexts()
  const load = useCallback(() => api.top(by, range.from, range.to), [api, by, range])
  const top = usePolling(load, t('home.rankFailed', { title }))
  return (
    <Card>
      <FormError message={top.error} />
      <ChartPanel
        title={title}
        kind="ranking"
        xLabel={xLabel}
        loading={top.data === null && top.loading}
        series={[
          { name: counted, points: (top.data ?? []).map((entry) => ({ x: entry.name, y: entry.parcels })) },
        ]}
        emptyText={emptyText}
      />
      {note && <Body1>{note}</Body1>}
    </Card>
  )
}
