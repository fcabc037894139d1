import {
  Card,
  MessageBar,
  MessageBarBody,
  MessageBarTitle,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
} from '@fluentui/react-components'
import { FigureCard } from './FigureCard'
import { shown } from './format'
import { MonitorFrame } from './MonitorFrame'
import { useMonitorApi } from './useMonitorApi'
import { usePolling } from './usePolling'

/** Redis监控: INFO figures and key counts, or a plain 未配置 Redis when the server runs without it. */
export default function RedisInfo() {
  const api = useMonitorApi()
  const { data, error, loading, reload } = usePolling(api.redis, '读取 Redis 信息失败')
  return (
    <MonitorFrame title="Redis监控" error={error} loading={loading} ready={!!data} onRefresh={reload}>
      {data && !data.configured && (
        <MessageBar intent="info">
          <MessageBarBody>
            <MessageBarTitle>未配置 Redis</MessageBarTitle>
            服务器未设置 REDIS_URL：会话、验证码与消息推送保存在数据库中。
          </MessageBarBody>
        </MessageBar>
      )}
      {data?.configured && (
        <>
          <FigureCard
            title="键数量"
            figures={[
              ['当前库键总数', shown(data.keys?.dbSize)],
              [
                `本系统的键（${data.keys?.prefix ?? ''}*）`,
                shown(data.keys, (k) => `${k.ownKeys}${k.ownKeysCapped ? '+' : ''}`),
              ],
              ...(data.keys?.databases ?? []).map((d): [string, string] => [
                d.db,
                `${d.keys} 个键，${d.expires} 个有过期时间`,
              ]),
            ]}
          />
          <Card>
            {data.info ? (
              <Table size="small" aria-label="Redis 信息">
                <TableHeader>
                  <TableRow>
                    <TableHeaderCell>Key</TableHeaderCell>
                    <TableHeaderCell>Value</TableHeaderCell>
                    <TableHeaderCell>描述</TableHeaderCell>
                  </TableRow>
                </TableHeader>
                <TableBody>
                  {data.info.map((row) => (
                    <TableRow key={row.key}>
                      <TableCell>{row.key}</TableCell>
                      <TableCell>{row.value}</TableCell>
                      <TableCell>{row.description}</TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            ) : (
              'Redis INFO 不可用'
            )}
          </Card>
        </>
      )}
    </MonitorFrame>
  )
}
