import { Badge, type BadgeProps } from '@fluentui/react-components'
import { useTexts } from '../../i18n'

/** Spec §2 Notice bell: L 一般消息 blue, M 重要消息 orange, H 紧急消息 red. */
const PRIORITY: Record<
  string,
  { label: 'priority.L' | 'priority.M' | 'priority.H'; color: BadgeProps['color'] }
> = {
  L: { label: 'priority.L', color: 'brand' },
  M: { label: 'priority.M', color: 'warning' },
  H: { label: 'priority.H', color: 'danger' },
}

export function PriorityTag({ priority }: { priority: string | null | undefined }) {
  const { t } = useTexts()
  const known = priority ? PRIORITY[priority] : undefined
  if (!known) return null
  return (
    <Badge appearance="filled" shape="rounded" color={known.color}>
      {t(known.label)}
    </Badge>
  )
}
