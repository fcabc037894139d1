import { Badge } from '@fluentui/react-components'

/** 启用 / 停用 (dictionary channel_status) as a badge. */
export function StatusBadge({ row }: { row: { status?: string | null; status_dictText?: string } }) {
  return (
    <Badge appearance="tint" color={row.status === '1' ? 'success' : 'subtle'}>
      {row.status_dictText ?? row.status}
    </Badge>
  )
}
