import { Badge } from '@fluentui/react-components'

/** 启用 / 停用 of a transport resource as a badge. */
export const statusCell = (row: { status?: string | null; status_dictText?: string }) => (
  <Badge appearance="tint" color={row.status === '1' ? 'success' : 'subtle'}>
    {row.status_dictText ?? row.status}
  </Badge>
)
