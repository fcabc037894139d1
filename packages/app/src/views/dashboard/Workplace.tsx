import { Body1, Caption1, Card, makeStyles, Subtitle2, tokens } from '@fluentui/react-components'
import { AppLink } from '../../components/AppLink'
import { FormError } from '../../components/form/FormFeedback'
import { usePolling } from '../monitor/usePolling'
import { QuickLinks } from './QuickLinks'
import { useDashboardApi } from './useDashboardApi'

const useStyles = makeStyles({
  root: {
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 2fr) minmax(280px, 1fr)',
    gap: tokens.spacingHorizontalL,
    alignItems: 'start',
    '@media (max-width: 991.98px)': { gridTemplateColumns: '1fr' },
  },
  column: { display: 'grid', gap: tokens.spacingVerticalL },
  list: { listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: tokens.spacingVerticalS },
  muted: { color: tokens.colorNeutralForeground3 },
})

const STATUS_TEXT: Record<string, string> = { '0': '待处理', '1': '处理中' }

/** 工作台: my to-do, my recent activity (operation log) and my quick links. */
export default function Workplace() {
  const styles = useStyles()
  const api = useDashboardApi()
  const { data, error } = usePolling(api.workplace, '读取工作台失败')
  const questions = data?.todo.questionPieces
  return (
    <div className={styles.root}>
      <div className={styles.column}>
        <FormError message={error} />
        <Card>
          <Subtitle2 as="h2">我的待办</Subtitle2>
          {questions ? (
            <>
              <Body1>
                未处理问题件 {questions.total} 件 · <AppLink to="/question/piece">去处理</AppLink>
              </Body1>
              <ul className={styles.list} aria-label="未处理问题件">
                {questions.records.map((q) => (
                  <li key={q.id}>
                    <Body1>
                      {q.waybillNo}（{STATUS_TEXT[q.status] ?? q.status}）
                      {q.description ? `：${q.description}` : ''}
                    </Body1>{' '}
                    <Caption1 className={styles.muted}>{q.createTime}</Caption1>
                  </li>
                ))}
              </ul>
            </>
          ) : (
            data && <Body1>没有需要你处理的问题件</Body1>
          )}
          {data && <Caption1 className={styles.muted}>{data.todo.note}</Caption1>}
        </Card>
        <Card>
          <Subtitle2 as="h2">最近动态</Subtitle2>
          {data?.activity.length === 0 && <Body1>暂无动态</Body1>}
          <ul className={styles.list} aria-label="最近动态">
            {data?.activity.map((a) => (
              <li key={a.id}>
                <Body1>{a.logContent}</Body1> <Caption1 className={styles.muted}>{a.createTime}</Caption1>
              </li>
            ))}
          </ul>
        </Card>
      </div>
      <QuickLinks />
    </div>
  )
}
