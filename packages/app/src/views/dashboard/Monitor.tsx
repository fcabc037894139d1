import {
  Badge,
  Card,
  makeStyles,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  tokens,
} from '@fluentui/react-components'
import { ChartPanel } from '../../components/charts/ChartPanel'
import { FigureCard } from '../monitor/FigureCard'
import { clock, percent } from '../monitor/format'
import { MonitorFrame } from '../monitor/MonitorFrame'
import { usePolling } from '../monitor/usePolling'
import { useDashboardApi } from './useDashboardApi'

const useStyles = makeStyles({
  charts: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fit, minmax(380px, 1fr))',
    gap: tokens.spacingHorizontalL,
  },
})

/** 监控页: live API throughput and error rate (5 s polling), scans per minute, and the server instances up. */
export default function Monitor() {
  const styles = useStyles()
  const api = useDashboardApi()
  const { data, error, loading, reload } = usePolling(api.live, '读取监控数据失败', 5000)
  return (
    <MonitorFrame
      title="监控页"
      error={error}
      loading={loading}
      ready={!!data}
      onRefresh={reload}
      refreshNote="每5秒自动刷新"
    >
      {data && (
        <>
          <FigureCard
            title="近1分钟"
            col={4}
            figures={[
              ['API 请求', String(data.requestsLastMinute)],
              ['5xx 错误', String(data.errorsLastMinute)],
              ['错误率', percent(data.errorRate)],
              ['在线服务实例', String(data.instances.length)],
            ]}
          />
          <div className={styles.charts}>
            <Card>
              <ChartPanel
                title="API 请求吞吐（本实例，每秒）"
                xLabel="时间"
                formatX={clock}
                series={[
                  { name: '请求', points: data.perSecond.map((s) => ({ x: s.time, y: s.requests })) },
                  { name: '5xx 错误', points: data.perSecond.map((s) => ({ x: s.time, y: s.errors })) },
                ]}
              />
            </Card>
            <Card>
              <ChartPanel
                title="入库扫描（近30分钟，每分钟）"
                xLabel="时间"
                formatX={clock}
                series={[
                  { name: '扫描件数', points: data.scansPerMinute.map((m) => ({ x: m.time, y: m.scans })) },
                ]}
              />
            </Card>
          </div>
          <Card>
            <Table size="small" aria-label="在线服务实例">
              <TableHeader>
                <TableRow>
                  {['实例', '主机', '进程号', 'Node 版本', '启动时间', '最近心跳'].map((c) => (
                    <TableHeaderCell key={c}>{c}</TableHeaderCell>
                  ))}
                </TableRow>
              </TableHeader>
              <TableBody>
                {data.instances.map((i) => (
                  <TableRow key={i.id}>
                    <TableCell>
                      {i.id} {i.current && <Badge appearance="tint">当前实例</Badge>}
                    </TableCell>
                    <TableCell>{i.hostname}</TableCell>
                    <TableCell>{i.pid}</TableCell>
                    <TableCell>{i.nodeVersion}</TableCell>
                    <TableCell>{i.startTime}</TableCell>
                    <TableCell>{i.lastSeen}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </Card>
        </>
      )}
    </MonitorFrame>
  )
}
