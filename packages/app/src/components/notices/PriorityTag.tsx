import { Badge, type BadgeProps } from '@fluentui/react-components'

/** Spec §2 Notice bell: L 一般消息 blue, M 重要消息 orange, H 紧急消息 red. */
const PRIORITY: Record<string, { label: string; color: BadgeProps['color'] }> = {
  L: { label: '一般消息', color: 'brand' },
  M: { label: '重要消息', color: 'warning' },
  H: { label: '紧急消息', color: 'danger' },
}

export function PriorityTag({ priority }: { priority: string | null | undefined }) {
  const known = priority ? PRIORITY[priority] : undefined
  if (!known) return null
  return (
    <Badge appearance="filled" shape="rounded" color={known.color}>
      {known.label}
    </Badge>
  )
}
