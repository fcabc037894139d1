import { Card, makeStyles, tokens } from '@fluentui/react-components'
import { ChartPanel } from '../../components/charts/ChartPanel'
import type { Trend } from './dashboardApi'

const useStyles = makeStyles({
  pair: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fit, minmax(380px, 1fr))',
    gap: tokens.spacingHorizontalL,
  },
})

/** 首页's top destinations and top customers: parcels created in the chosen range. */
export function TopRankings({ trend }: { trend: Trend | null | undefined }) {
  const styles = useStyles()
  const bar = (title: string, xLabel: string, points: { x: string; y: number }[]) => (
    <Card>
      <ChartPanel
        title={title}
        kind="bar"
        xLabel={xLabel}
        series={[{ name: '包裹', points }]}
        emptyText="所选日期内没有包裹"
      />
    </Card>
  )
  return (
    <div className={styles.pair}>
      {bar(
        '目的地排行（包裹）',
        '目的地',
        (trend?.topDestinations ?? []).map((d) => ({ x: d.name, y: d.parcels })),
      )}
      {bar(
        '客户排行（包裹）',
        '客户',
        (trend?.topCustomers ?? []).map((c) => ({ x: c.name, y: c.parcels })),
      )}
    </div>
  )
}
