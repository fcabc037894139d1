import {
  Badge,
  Body1,
  Button,
  makeStyles,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  tokens,
} from '@fluentui/react-components'
import { useNavigate } from 'react-router-dom'
import { useLoaded } from '../../../components/form/useLoaded'
import { sessionStore } from '../../../session/sessionStore'
import { LoadState } from '../layout/LoadState'
import { PortalCard } from '../layout/PortalCard'
import { usePortal } from '../layout/PortalContext'
import { recruitApi } from '../recruitApi'
import { STATUS_COLOR } from './applicationStatus'

const useStyles = makeStyles({
  page: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  actions: { display: 'flex', gap: tokens.spacingHorizontalS, flexWrap: 'wrap' },
  scroll: { overflowX: 'auto' },
  // Each application on one line, the table as wide as its content: on a phone it scrolls rather than wraps.
  table: { tableLayout: 'auto', whiteSpace: 'nowrap' },
  // A phone shows the day only; the time of day is there from a tablet up.
  clock: { '@media (max-width: 767.99px)': { display: 'none' } },
})

/** 2026-11-27 10:00:00 as its day and, separately, its time of day. */
const dayAndClock = (time: string | null) => [time?.slice(0, 10) ?? '', time?.slice(10) ?? ''] as const

/** When an application was sent: the day, and the time of day from a tablet up. */
function SentAt({ time, clockClass }: { time: string | null; clockClass: string }) {
  const [day, clock] = dayAndClock(time)
  return (
    <>
      {day}
      <span className={clockClass}>{clock}</span>
    </>
  )
}

/** 个人中心 (/zhaopin/home/person/center): account, résumé and the applications with their status. */
export default function PersonCenterPage() {
  const styles = useStyles()
  const navigate = useNavigate()
  const { openDialog } = usePortal()
  const { data, error } = useLoaded(recruitApi.applications, '投递记录加载失败')
  const phone = sessionStore.intervieweeInfo()?.phone ?? ''
  return (
    <div className={styles.page}>
      <PortalCard title="个人中心" headingLevel={1}>
        <Body1>登录手机号：{phone}</Body1>
        <div className={styles.actions}>
          <Button appearance="primary" onClick={() => navigate('/resume')}>
            编辑简历
          </Button>
          <Button onClick={() => navigate('/zhaopin/home/job')}>浏览职位</Button>
          <Button onClick={() => openDialog('password')}>修改密码</Button>
          <Button onClick={() => openDialog('phone')}>更换手机号</Button>
          <Button onClick={() => openDialog('logout')}>退出登录</Button>
        </div>
      </PortalCard>
      <PortalCard title="我的投递">
        <LoadState data={data} error={error}>
          {(applications) =>
            applications.length === 0 ? (
              <Body1>您还没有投递任何职位</Body1>
            ) : (
              <div className={styles.scroll}>
                <Table aria-label="我的投递" size="small" className={styles.table}>
                  <TableHeader>
                    <TableRow>
                      <TableHeaderCell>职位</TableHeaderCell>
                      <TableHeaderCell>工作地点</TableHeaderCell>
                      <TableHeaderCell>状态</TableHeaderCell>
                      <TableHeaderCell>投递时间</TableHeaderCell>
                    </TableRow>
                  </TableHeader>
                  <TableBody>
                    {applications.map((application) => (
                      <TableRow key={application.id}>
                        <TableCell>{application.jobName}</TableCell>
                        <TableCell>{application.cityName}</TableCell>
                        <TableCell>
                          <Badge appearance="tint" color={STATUS_COLOR[application.status] ?? 'informative'}>
                            {application.statusText}
                          </Badge>
                        </TableCell>
                        <TableCell>
                          <SentAt time={application.createTime} clockClass={styles.clock} />
                        </TableCell>
                      </TableRow>
                    ))}
                  </TableBody>
                </Table>
              </div>
            )
          }
        </LoadState>
      </PortalCard>
    </div>
  )
}
