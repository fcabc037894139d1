import { Badge, makeStyles, Text, tokens } from '@fluentui/react-components'
import { type InStoreBatch, InStoreBatchStatus } from '@portico/contract'
import { formatTotals, type LineTotals } from './lineTotals'

const useStyles = makeStyles({
  root: { display: 'grid', gap: tokens.spacingVerticalXS },
  title: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalM, margin: 0 },
  facts: {
    display: 'flex',
    flexWrap: 'wrap',
    columnGap: tokens.spacingHorizontalXL,
    rowGap: tokens.spacingVerticalXS,
    margin: 0,
    color: tokens.colorNeutralForeground2,
  },
  fact: { display: 'flex', gap: tokens.spacingHorizontalXS },
  term: { fontWeight: tokens.fontWeightSemibold },
  value: { margin: 0 },
})

export interface BatchHeaderProps {
  batch: InStoreBatch
  /** What the table holds now (unsaved rows included). */
  current: LineTotals
}

/** The batch's number, state and facts, with the saved totals beside the ones on screen. */
export function BatchHeader({ batch, current }: BatchHeaderProps) {
  const styles = useStyles()
  const done = batch.status === InStoreBatchStatus.DONE
  const facts: [string, string][] = [
    ['入库站点', batch.stationCode_dictText || batch.stationCode || '—'],
    ['默认渠道', batch.defaultChannel_dictText || '—'],
    ['备注', batch.remark || '—'],
    ['创建', `${batch.createBy ?? ''} ${batch.createTime ?? ''}`.trim()],
    [
      '已保存',
      formatTotals({ lines: batch.lineCount, pieces: batch.totalPieces, weight: batch.totalWeight }),
    ],
    ['当前', formatTotals(current)],
  ]
  if (done) facts.push(['完成入库', `${batch.completeBy ?? ''} ${batch.completeTime ?? ''}`.trim()])
  return (
    <div className={styles.root}>
      <h2 className={styles.title}>
        <Text size={500} weight="semibold">
          入库批次 {batch.batchNo}
        </Text>
        <Badge appearance="tint" color={done ? 'success' : 'warning'}>
          {batch.status_dictText || batch.status}
        </Badge>
      </h2>
      <dl className={styles.facts}>
        {facts.map(([term, value]) => (
          <div key={term} className={styles.fact}>
            <dt className={styles.term}>{term}</dt>
            <dd className={styles.value} data-testid={`batch-${term}`}>
              {value}
            </dd>
          </div>
        ))}
      </dl>
    </div>
  )
}
