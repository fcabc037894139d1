import { Caption1, Card, makeStyles, Text, Title2, tokens } from '@fluentui/react-components'
import { ArrowDownRegular, ArrowUpRegular } from '@fluentui/react-icons'
import Decimal from 'decimal.js'
import { type MessageKey, type Texts, useTexts } from '../../i18n'
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

/** Exact money text with thousands separators for English readers (`12345.60` → `12,345.60`); Chinese as sent. */
export function amountText(value: number | string, locale: Texts['locale']): string {
  const text = String(value)
  if (locale === 'zh-CN') return text
  const [whole = '', fraction] = text.split('.')
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',')
  return fraction === undefined ? grouped : `${grouped}.${fraction}`
}

/** A catalogue text by a key built from the server's data, or the server's own text when the catalogue lacks it. */
function known({ t }: Texts, key: string, fallback: string): string {
  const text = t(key as MessageKey)
  return text === key ? fallback : text
}

/** One 首页 figure with its change against the day (or month) before, or 暂无数据 and why. */
export function StatCard({ card }: { card: AnalysisCard }) {
  const styles = useStyles()
  const texts = useTexts()
  const change = changeOf(card)
  const title = known(texts, `home.card.${card.key}`, card.title)
  // A card's note explains the figure in Chinese; the English screens leave it out rather than show it untranslated.
  const note = texts.locale === 'zh-CN' ? card.note : undefined
  return (
    <Card className={styles.card} aria-label={title}>
      <Text className={styles.title}>{title}</Text>
      {card.available ? (
        <>
          <Title2 as="p" data-testid={`card-${card.key}`}>
            {card.value === null ? null : amountText(card.value, texts.locale)}
            <Caption1> {known(texts, `home.unit.${card.unit}`, card.unit)}</Caption1>
          </Title2>
          {change !== null && (
            <Caption1>
              {known(texts, `home.comparedWith.${card.comparedWith}`, card.comparedWith)}{' '}
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
        <Title2 as="p">{texts.t('home.noData')}</Title2>
      )}
      {note && <Caption1 className={styles.note}>{note}</Caption1>}
    </Card>
  )
}
