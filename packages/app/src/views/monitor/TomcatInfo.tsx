import { Card } from '@fluentui/react-components'
import { ChartPanel } from '../../components/charts/ChartPanel'
import { FigureCard } from './FigureCard'
import { clock, dateTime, millis, shown } from './format'
import { MonitorFrame } from './MonitorFrame'
import { useMonitorApi } from './useMonitorApi'
import { usePolling } from './usePolling'

/** HTTP 服务 (JeecgBoot's Tomcat view, for our Fastify server): connections, rate, latency, status counts. */
export default function TomcatInfo() {
  const api = useMonitorApi()
  const { data, error, loading, reload } = usePolling(api.http, '读取 HTTP 服务信息失败', 5000)
  const statuses = Object.entries(data?.statusCounts ?? {}).sort(([a], [b]) => a.localeCompare(b))
  return (
    <MonitorFrame
      title="HTTP 服务"
      description="本实例自启动以来处理的 API 请求"
      error={error}
      loading={loading}
      ready={!!data}
      onRefresh={reload}
      refreshNote="每5秒自动刷新"
    >
      {data && (
        <>
          <FigureCard
            title="连接与吞吐"
            figures={[
              ['当前连接数', String(data.openConnections)],
              ['请求总数', String(data.totalRequests)],
              ['每秒请求数（近1分钟）', String(data.requestsPerSecond)],
              ['统计开始时间', dateTime(data.startedAt)],
            ]}
          />
          <FigureCard
            title={`响应时间（最近 ${data.latency.count} 个请求）`}
            figures={[
              ['P50', shown(data.latency.p50, millis)],
              ['P90', shown(data.latency.p90, millis)],
              ['P99', shown(data.latency.p99, millis)],
              ['最大', shown(data.latency.max, millis)],
            ]}
            col={4}
          />
          <FigureCard title="状态码统计" figures={statuses.map(([code, n]) => [code, String(n)])} col={4} />
          <Card>
            <ChartPanel
              title="每秒请求数（近1分钟）"
              xLabel="时间"
              formatX={(x) => clock(x)}
              series={[
                { name: '请求', points: data.perSecond.map((s) => ({ x: s.time, y: s.requests })) },
                { name: '5xx 错误', points: data.perSecond.map((s) => ({ x: s.time, y: s.errors })) },
              ]}
            />
          </Card>
        </>
      )}
    </MonitorFrame>
  )
}
