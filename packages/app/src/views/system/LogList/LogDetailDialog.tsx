import { makeStyles, tokens } from '@fluentui/react-components'
import { DetailDialog, DetailList, DetailListItem } from '@portico/ui'
import { OPERATE_TYPES, ResultBadge, type SysLogRow } from './logColumns'

const useStyles = makeStyles({
  pre: {
    margin: 0,
    whiteSpace: 'pre-wrap',
    overflowWrap: 'anywhere',
    fontFamily: tokens.fontFamilyMonospace,
  },
  params: {
    padding: tokens.spacingHorizontalM,
    backgroundColor: tokens.colorNeutralBackground3,
    borderRadius: tokens.borderRadiusMedium,
    fontSize: tokens.fontSizeBase200,
    maxHeight: '320px',
    overflow: 'auto',
  },
})

/** The parameters as pretty JSON when they are JSON (secret fields were redacted when the log was written). */
function pretty(params: string | null): string {
  if (!params) return '（无）'
  try {
    return JSON.stringify(JSON.parse(params), null, 2)
  } catch {
    return params
  }
}

/** One sys_log entry: who, from where, which route, its redacted parameters, duration and result. */
export function LogDetailDialog({ row, onClose }: { row: SysLogRow | null; onClose: () => void }) {
  const styles = useStyles()
  return (
    <DetailDialog open={row !== null} onClose={onClose} title="日志详情" width={900}>
      {row && (
        <>
          <DetailList col={2}>
            <DetailListItem term="日志内容">{row.logContent}</DetailListItem>
            <DetailListItem term="操作人">{row.username}</DetailListItem>
            <DetailListItem term="IP">{row.ip}</DetailListItem>
            <DetailListItem term="时间">{row.createTime}</DetailListItem>
            <DetailListItem term="请求">{row.method ?? row.requestUrl}</DetailListItem>
            <DetailListItem term="操作类型">
              {row.operateType ? (OPERATE_TYPES[row.operateType] ?? row.operateType) : '—'}
            </DetailListItem>
            <DetailListItem term="耗时">{row.costTime ?? 0} 毫秒</DetailListItem>
            <DetailListItem term="结果">
              <ResultBadge row={row} />
            </DetailListItem>
          </DetailList>
          <h3>请求参数</h3>
          {/* biome-ignore lint/a11y/noNoninteractiveTabindex: focusable so a keyboard can scroll long parameters */}
          <section className={styles.params} aria-label="请求参数" tabIndex={0}>
            <pre className={styles.pre}>{pretty(row.requestParam)}</pre>
          </section>
        </>
      )}
    </DetailDialog>
  )
}
