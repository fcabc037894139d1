import { Body1, Caption1, Card, makeStyles, Subtitle2, tokens } from '@fluentui/react-components'
import { BILL_STATUS_TEXT, type BillStatus } from '@portico/contract'
import type { ReactNode } from 'react'
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
  group: { display: 'grid', gap: tokens.spacingVerticalXS },
})

/** The pages that handle each kind of to-do. */
const TODO_PAGES = {
  questions: '/question/piece', // app route
  bills: '/bill/customer', // app route
  applications: '/recruit/application', // app route
}

const STATUS_TEXT: Record<string, string> = { '0': '待处理', '1': '处理中' }

/** One kind of to-do: how many, a link to the page that handles them, and the newest few. */
function TodoGroup(props: { label: string; total: number; to: string; action: string; children: ReactNode }) {
  const styles = useStyles()
  return (
    <section aria-label={props.label} className={styles.group}>
      <Body1>
        {props.label} {props.total} 件 · <AppLink to={props.to}>{props.action}</AppLink>
      </Body1>
      <ul className={styles.list} aria-label={props.label}>
        {props.children}
      </ul>
    </section>
  )
}

/** 工作台: my to-do, my recent activity (operation log) and my quick links. */
export default function Workplace() {
  const styles = useStyles()
  const api = useDashboardApi()
  const { data, error } = usePolling(api.workplace, '读取工作台失败')
  const questions = data?.todo.questionPieces
  const bills = data?.todo.billsToConfirm
  const applications = data?.todo.applicationsToScreen
  return (
    <div className={styles.root}>
      <div className={styles.column}>
        <FormError message={error} />
        <Card>
          <Subtitle2 as="h2">我的待办</Subtitle2>
          {data && !questions && !bills && !applications && <Body1>暂无待办事项</Body1>}
          {questions && (
            <TodoGroup label="未处理问题件" total={questions.total} to={TODO_PAGES.questions} action="去处理">
              {questions.records.map((q) => (
                <li key={q.id}>
                  <Body1>
                    {q.waybillNo}（{STATUS_TEXT[q.status] ?? q.status}）
                    {q.description ? `：${q.description}` : ''}
                  </Body1>{' '}
                  <Caption1 className={styles.muted}>{q.createTime}</Caption1>
                </li>
              ))}
            </TodoGroup>
          )}
          {bills && (
            <TodoGroup label="待确认账单" total={bills.total} to={TODO_PAGES.bills} action="去确认">
              {bills.records.map((b) => (
                <li key={b.id}>
                  <Body1>
                    {b.billNo}（{BILL_STATUS_TEXT[b.status as BillStatus] ?? b.status}）{b.totalAmount} 元
                  </Body1>{' '}
                  <Caption1 className={styles.muted}>
                    {b.periodStart} 至 {b.periodEnd}
                  </Caption1>
                </li>
              ))}
            </TodoGroup>
          )}
          {applications && (
            <TodoGroup
              label="待筛选的投递"
              total={applications.total}
              to={TODO_PAGES.applications}
              action="去筛选"
            >
              {applications.records.map((a) => (
                <li key={a.id}>
                  <Body1>
                    {a.name} 投递 {a.jobName}
                  </Body1>{' '}
                  <Caption1 className={styles.muted}>{a.createTime}</Caption1>
                </li>
              ))}
            </TodoGroup>
          )}
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
