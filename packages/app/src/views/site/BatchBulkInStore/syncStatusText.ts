import { TableSyncCloseReason } from '@portico/contract'
import type { TableSyncStatus } from '@portico/grid'

/** What the clerk reads about the live connection to colleagues on the same batch. */
export function syncStatusText(status: TableSyncStatus | null): {
  text: string
  tone: 'success' | 'warning' | 'danger' | 'informative'
} {
  switch (status?.state) {
    case undefined:
    case 'connecting':
      return { text: '实时同步：连接中…', tone: 'informative' }
    case 'online':
      return { text: '实时同步：已连接', tone: 'success' }
    case 'offline':
      return { text: '实时同步：已断开，正在重连', tone: 'warning' }
    case 'refused':
      return { text: `实时同步不可用：${refusalText(status.reason ?? '')}`, tone: 'danger' }
  }
}

function refusalText(reason: string): string {
  if (reason.startsWith(TableSyncCloseReason.FORBIDDEN)) return '没有入库明细录入权限'
  if (reason === TableSyncCloseReason.PAGE_NOT_FOUND) return '批次不存在'
  if (reason === TableSyncCloseReason.UNAUTHORIZED) return '登录已失效，请重新登录'
  return reason || '服务器拒绝了连接'
}
