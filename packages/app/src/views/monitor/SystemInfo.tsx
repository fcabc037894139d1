import { FigureCard } from './FigureCard'
import { bytes, duration, shown } from './format'
import { MonitorFrame } from './MonitorFrame'
import { useMonitorApi } from './useMonitorApi'
import { usePolling } from './usePolling'

/** 系统信息: the machine, the Node process, the database and Redis this server runs on. */
export default function SystemInfo() {
  const api = useMonitorApi()
  const { data, error, loading, reload } = usePolling(api.system, '读取系统信息失败')
  const used =
    data?.memory.total != null && data.memory.free != null ? data.memory.total - data.memory.free : null
  return (
    <MonitorFrame title="系统信息" error={error} loading={loading} ready={!!data} onRefresh={reload}>
      {data && (
        <>
          <FigureCard
            title="操作系统"
            figures={[
              ['系统', `${shown(data.os.type)} ${data.os.release ?? ''}`.trim()],
              ['平台', `${data.os.platform} / ${data.os.arch}`],
              ['主机名', shown(data.os.hostname)],
              ['系统运行时长', shown(data.os.uptimeSeconds, duration)],
              ['系统负载（1/5/15分钟）', shown(data.os.loadAverage, (l) => l.join(' / '))],
            ]}
          />
          <FigureCard
            title="CPU 与内存"
            figures={[
              ['CPU 型号', shown(data.cpu.model)],
              ['CPU 核数', shown(data.cpu.cores)],
              ['主频', shown(data.cpu.speedMHz, (s) => `${s} MHz`)],
              ['内存总量', shown(data.memory.total, bytes)],
              ['已用内存', shown(used, bytes)],
              ['可用内存', shown(data.memory.free, bytes)],
            ]}
          />
          <FigureCard
            title="运行环境"
            figures={[
              ['Node 版本', data.process.nodeVersion],
              ['V8 版本', data.process.v8Version],
              ['进程号', String(data.process.pid)],
              ['服务运行时长', duration(data.process.uptimeSeconds)],
              ['数据库', data.database.kind],
              ['数据库版本', shown(data.database.version)],
              ['Redis 版本', data.redis.configured ? shown(data.redis.version) : '未配置 Redis'],
            ]}
          />
        </>
      )}
    </MonitorFrame>
  )
}
