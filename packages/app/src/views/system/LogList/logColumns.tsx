import { Badge } from '@fluentui/react-components'
import type { DataTableColumn } from '@portico/grid'
import type { FieldSpec } from '../../../components/form/fieldSpec'

/** A sys_log row as /sys/log/list answers it. */
export interface SysLogRow {
  id: string
  logType: number
  logContent: string | null
  operateType: number | null
  username: string | null
  ip: string | null
  method: string | null
  requestUrl: string | null
  requestParam: string | null
  requestType: string | null
  costTime: number | null
  status: number | null
  createTime: string
}

export const LOG_TYPES = [
  { value: '1', text: '登录日志' },
  { value: '2', text: '操作日志' },
]

/** JeecgBoot's operate_type. */
export const OPERATE_TYPES: Record<number, string> = {
  1: '查询',
  2: '添加',
  3: '修改',
  4: '删除',
  5: '导入',
  6: '导出',
}

export const logSearchFields: FieldSpec[] = [
  { name: 'keyWord', label: '日志内容', kind: 'text' },
  { name: 'username', label: '操作人', kind: 'text' },
  { name: 'ip', label: 'IP', kind: 'text' },
  { name: 'createTime_begin', label: '开始日期', kind: 'date' },
  { name: 'createTime_end', label: '结束日期', kind: 'date' },
]

const contains = (value: unknown) =>
  typeof value === 'string' && value.trim() ? `*${value.trim()}*` : undefined

/** The search form's values → /sys/log/list filters for one tab. */
export function logQuery(logType: string) {
  return (query: Record<string, unknown>): Record<string, unknown> => ({
    ...query,
    logType,
    username: contains(query.username),
    ip: contains(query.ip),
    createTime_begin: query.createTime_begin ? `${query.createTime_begin} 00:00:00` : undefined,
    createTime_end: query.createTime_end ? `${query.createTime_end} 23:59:59` : undefined,
  })
}

export const succeeded = (row: SysLogRow) => row.status === null || row.status < 400

export function ResultBadge({ row }: { row: SysLogRow }) {
  return succeeded(row) ? (
    <Badge appearance="tint" color="success">
      成功
    </Badge>
  ) : (
    <Badge appearance="tint" color="danger">
      失败{row.status ? ` ${row.status}` : ''}
    </Badge>
  )
}

const common: DataTableColumn<SysLogRow>[] = [
  { key: 'logContent', title: '日志内容', width: 260, ellipsis: true },
  { key: 'username', title: '操作人', width: 110 },
  { key: 'ip', title: 'IP', width: 130 },
]
const tail: DataTableColumn<SysLogRow>[] = [
  { key: 'costTime', title: '耗时(毫秒)', kind: 'integer', width: 100, sortable: true },
  { key: 'status', title: '结果', width: 100, render: (row) => <ResultBadge row={row} /> },
  { key: 'createTime', title: '时间', kind: 'datetime', width: 170, sortable: true },
]

export const loginLogColumns: DataTableColumn<SysLogRow>[] = [...common, ...tail]

export const operationLogColumns: DataTableColumn<SysLogRow>[] = [
  ...common,
  { key: 'method', title: '请求', width: 240, ellipsis: true },
  {
    key: 'operateType',
    title: '操作类型',
    width: 90,
    render: (row) => (row.operateType ? (OPERATE_TYPES[row.operateType] ?? row.operateType) : ''),
  },
  ...tail,
]
