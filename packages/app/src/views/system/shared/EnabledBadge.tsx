import { Badge } from '@fluentui/react-components'

/** A 1/0 status (正常/冻结, 启用/禁用) as a coloured badge with its dictionary text. */
export function EnabledBadge({ value, text }: { value: unknown; text?: string }) {
  const on = String(value) === '1'
  return (
    <Badge appearance="tint" color={on ? 'success' : 'danger'}>
      {text || (on ? '启用' : '禁用')}
    </Badge>
  )
}
