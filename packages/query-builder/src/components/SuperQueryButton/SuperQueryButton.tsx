import { Button, Link, Tooltip } from '@fluentui/react-components'
import { FilterFilled, FilterRegular } from '@fluentui/react-icons'
import { useQueryMessages } from '../QueryMessages/QueryMessages'
import { useSuperQueryButtonStyles } from './SuperQueryButton.styles'
import type { SuperQueryButtonProps } from './SuperQueryButton.types'

/**
 * 高级查询 trigger. While a query is in force the icon fills, the tooltip says 已有高级查询条件生效, and a
 * 清空 link beside the button (reachable by keyboard, unlike a link inside a tooltip) drops it.
 */
export function SuperQueryButton({ active, onClick, onClear, label, disabled }: SuperQueryButtonProps) {
  const messages = useQueryMessages()
  const styles = useSuperQueryButtonStyles()
  const button = (
    <Button
      appearance={active ? 'primary' : 'secondary'}
      disabled={disabled}
      onClick={onClick}
      icon={active ? <FilterFilled /> : <FilterRegular />}
    >
      {label ?? messages.trigger}
    </Button>
  )
  return (
    <span className={styles.root}>
      {active ? (
        <Tooltip content={messages.activeTooltip} relationship="description">
          {button}
        </Tooltip>
      ) : (
        button
      )}
      {active && (
        <Link as="button" onClick={onClear}>
          {messages.clear}
        </Link>
      )}
    </span>
  )
}
