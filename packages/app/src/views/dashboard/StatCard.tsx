import { Caption1, Card, makeStyles, Text, Title2, tokens } from '@fluentui/react-components'
import { ArrowDownRegular, ArrowUpRegular } from '@fluentui/react-icons'
import type { AnalysisCard } from './dashboardApi'

const useStyles = makeStyles({
  card: { display: 'grid', gap: tokens.spacingVerticalXS, alignContent: 'start' },
  title: { color: tokens.colorNeutralForeground3 },
  note: { color: tokens.colorNeutralForeground3 },
})

/** One 首页 figure with its change against the day before, or 暂无数据 and why. */
export function StatCard({ card }: { card: AnalysisCard }) {
  const styles = useStyles()
  const change = card.value !== null && card.previous !== null ? card.value - card.previous : null
  return (
    <Card className={styles.card} aria-label={card.title}>
      <Text className={styles.title}>{card.title}</Text>
      {card.available ? (
        <>
          <Title2 as="p" data-testid={`card-${card.key}`}>
            {card.value}
            <Caption1> {card.unit}</Caption1>
          </Title2>
          {change !== null && (
            <Caption1>
              较昨日{' '}
              <span>
                {change > 0 ? (
                  <ArrowUpRegular aria-hidden />
                ) : change < 0 ? (
                  <ArrowDownRegular aria-hidden />
                ) : null}
                {change > 0 ? `+${change}` : change}
              </span>
            </Caption1>
          )}
        </>
      ) : (
        <Title2 as="p">暂无数据</Title2>
      )}
      {card.note && <Caption1 className={styles.note}>{card.note}</Caption1>}
    </Card>
  )
}
