import { Caption1, Card, makeStyles, Text, Title2, tokens } from '@fluentui/react-components'
import { ArrowDownRegular, ArrowUpRegular } from '@fluentui/react-icons'
import Decimal from 'decimal.js'
import type { AnalysisCard } from './dashboardApi'

const useStyles = makeStyles({
  card: { display: 'grid', gap: tokens.spacingVerticalXS, alignContent: 'start' },
  title: { color: tokens.colorNeutralForeground3 },
  note: { color: tokens.colorNeutralForeground3 },
})

/** The change from `previous` to `value`, exact for money (decimal text); null when either is missing. */
function changeOf({ value, previous }: AnalysisCard): { sign: number; text: string } | null {
  if (value === null || previous === null) return null
  const change = new Decimal(value).minus(previous)
  const text = typeof value === 'string' ? change.toFixed(2) : change.toString()
  return { sign: change.comparedTo(0), text: change.greaterThan(0) ? `+${text}` : text }
}

/** One 首页 figure with its change against the day (or month) before, or 暂无数据 and why. */
export function StatCard({ card }: { card: AnalysisCard }) {
  const styles = useStyles()
  const change = changeOf(card)
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
              较{card.comparedWith}{' '}
              <span>
                {change.sign > 0 ? (
                  <ArrowUpRegular aria-hidden />
                ) : change.sign < 0 ? (
                  <ArrowDownRegular aria-hidden />
                ) : null}
                {change.text}
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
