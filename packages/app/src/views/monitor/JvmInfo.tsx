import { Card, makeStyles, tokens } from '@fluentui/react-components'
import { ChartPanel } from '../../components/charts/ChartPanel'
import { FigureCard } from './FigureCard'
import { bytes, clock, megabytes, millis, percent, shown } from './format'
import { MonitorFrame } from './MonitorFrame'
import { useMonitorApi } from './useMonitorApi'
import { usePolling } from './usePolling'

const REFRESH_MS = 5000

const useStyles = makeStyles({
  charts: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fit, minmax(360px, 1fr))',
    gap: tokens.spacingHorizontalL,
  },
})

/** 运行时信息 (JeecgBoot's JVM view, for our Node process): memory, event loop, GC and handles, every 5 s. */
export default function JvmInfo() {
  const styles = useStyles()
  const api = useMonitorApi()
  const { data, error, loading, reload } = usePolling(api.runtime, '读取运行时信息失败', REFRESH_MS)
  const now = data?.current
  const history = data?.history ?? []
  const handles = Object.entries(now?.handles ?? {}).sort((a, b) => b[1] - a[1])
  return (
    <MonitorFrame
      title="运行时信息"
      description="Node.js 进程的内存、事件循环、垃圾回收与活动句柄"
      error={error}
      loading={loading}
      ready={!!data}
      onRefresh={reload}
      refreshNote="每5秒自动刷新"
    >
      {data && now && (
        <>
          <FigureCard
            title="内存"
            figures={[
              ['堆已用', bytes(now.heapUsed)],
              ['堆总量', bytes(now.heapTotal)],
              ['堆上限', shown(data.heapLimit, bytes)],
              ['常驻内存（RSS）', bytes(now.rss)],
              ['外部内存', bytes(now.external)],
              ['ArrayBuffer', bytes(now.arrayBuffers)],
            ]}
          />
          <FigureCard
            title="事件循环与垃圾回收"
            figures={[
              ['事件循环延迟（平均）', shown(now.loopDelayMean, millis)],
              ['事件循环延迟（P99）', shown(now.loopDelayP99, millis)],
              ['事件循环延迟（最大）', shown(now.loopDelayMax, millis)],
              ['事件循环利用率', percent(now.loopUtilization)],
              ['GC 次数', data.gcObserved ? String(now.gcCount) : '不可用'],
              ['GC 累计暂停', data.gcObserved ? millis(now.gcPauseMs) : '不可用'],
            ]}
          />
          <FigureCard
            title={`活动句柄（共 ${handles.reduce((sum, [, n]) => sum + n, 0)} 个）`}
            figures={handles.map(([kind, n]) => [kind, String(n)])}
            col={4}
          />
          <div className={styles.charts}>
            <Card>
              <ChartPanel
                title="内存（MB，近5分钟）"
                xLabel="时间"
                formatX={(x) => clock(x)}
                series={[
                  { name: '堆已用', points: history.map((s) => ({ x: s.time, y: megabytes(s.heapUsed) })) },
                  { name: 'RSS', points: history.map((s) => ({ x: s.time, y: megabytes(s.rss) })) },
                ]}
              />
            </Card>
            <Card>
              <ChartPanel
                title="事件循环（近5分钟）"
                xLabel="时间"
                formatX={(x) => clock(x)}
                series={[
                  {
                    name: '延迟P99（ms）',
                    points: history.map((s) => ({ x: s.time, y: round(s.loopDelayP99 ?? 0) })),
                  },
                  {
                    name: '利用率（%）',
                    points: history.map((s) => ({ x: s.time, y: round(s.loopUtilization * 100) })),
                  },
                ]}
              />
            </Card>
          </div>
        </>
      )}
    </MonitorFrame>
  )
}

const round = (n: number) => Math.round(n * 100) / 100
