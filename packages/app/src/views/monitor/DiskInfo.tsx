import { Card, makeStyles, ProgressBar, Subtitle2, Text, tokens } from '@fluentui/react-components'
import { bytes } from './format'
import { MonitorFrame } from './MonitorFrame'
import { useMonitorApi } from './useMonitorApi'
import { usePolling } from './usePolling'

const useStyles = makeStyles({
  grid: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(280px, 1fr))',
    gap: tokens.spacingHorizontalL,
  },
  muted: { color: tokens.colorNeutralForeground3 },
  name: { wordBreak: 'break-all' },
})

/** 磁盘监控: each mounted file system with its size, used and free space. */
export default function DiskInfo() {
  const styles = useStyles()
  const api = useMonitorApi()
  const { data, error, loading, reload } = usePolling(api.disks, '读取磁盘信息失败')
  return (
    <MonitorFrame title="磁盘监控" error={error} loading={loading} ready={!!data} onRefresh={reload}>
      <div className={styles.grid}>
        {data?.length === 0 && <Text>没有可读取的文件系统（不可用）</Text>}
        {data?.map((disk) => (
          <Card key={disk.name} aria-label={`磁盘 ${disk.name}`}>
            <Subtitle2 as="h2" className={styles.name}>
              {disk.name}
            </Subtitle2>
            <Text className={styles.muted}>
              {disk.device} {disk.type}
            </Text>
            <ProgressBar
              value={disk.restPPT / 100}
              color={disk.restPPT >= 90 ? 'error' : disk.restPPT >= 75 ? 'warning' : 'brand'}
              aria-label={`${disk.name} 已用 ${disk.restPPT}%`}
              thickness="large"
            />
            <Text>
              已用 {bytes(disk.used)}（{disk.restPPT}%）· 可用 {bytes(disk.rest)} · 总量 {bytes(disk.max)}
            </Text>
          </Card>
        ))}
      </div>
    </MonitorFrame>
  )
}
