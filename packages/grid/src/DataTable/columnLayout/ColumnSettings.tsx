import {
  Button,
  Checkbox,
  makeStyles,
  Popover,
  PopoverSurface,
  PopoverTrigger,
  Text,
  tokens,
} from '@fluentui/react-components'
import { ArrowDownRegular, ArrowUpRegular, ColumnTripleEditRegular } from '@fluentui/react-icons'
import type { ColumnLayoutState } from './useColumnLayout'

const useStyles = makeStyles({
  surface: { minWidth: '260px', maxHeight: '420px', overflowY: 'auto' },
  head: {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    marginBottom: tokens.spacingVerticalS,
  },
  list: { listStyleType: 'none', margin: 0, padding: 0 },
  item: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalXS },
  label: { flexGrow: 1 },
})

export interface ColumnSettingsProps {
  /** What `useColumnLayout` returns for the table. */
  layout: ColumnLayoutState<{ key: string; title: string }>
  /** Only the icon (in a table header), named 列设置 for screen readers and on hover. */
  iconOnly?: boolean
}

/** The 列设置 button of a list table: show, hide and reorder its columns; the choice is kept for the user. */
export function ColumnSettings({ layout, iconOnly }: ColumnSettingsProps) {
  const styles = useStyles()
  const last = layout.choices.length - 1
  const shownCount = layout.choices.filter((choice) => choice.visible).length
  return (
    <Popover trapFocus positioning="below-end">
      <PopoverTrigger disableButtonEnhancement>
        {iconOnly ? (
          <Button
            appearance="subtle"
            size="small"
            icon={<ColumnTripleEditRegular />}
            aria-label="列设置"
            title="列设置"
            disabled={layout.loading}
          />
        ) : (
          <Button icon={<ColumnTripleEditRegular />} disabled={layout.loading}>
            列设置
          </Button>
        )}
      </PopoverTrigger>
      <PopoverSurface className={styles.surface} aria-label="列设置">
        <div className={styles.head}>
          <Text weight="semibold">显示的列</Text>
          <Button size="small" appearance="subtle" onClick={layout.reset}>
            重置
          </Button>
        </div>
        <ul className={styles.list}>
          {layout.choices.map(({ column, visible }, index) => (
            <li key={column.key} className={styles.item}>
              <Checkbox
                className={styles.label}
                label={column.title}
                checked={visible}
                // The last shown column stays: a table without columns shows nothing.
                disabled={visible && shownCount === 1}
                onChange={() => layout.toggle(column.key)}
              />
              <Button
                size="small"
                appearance="subtle"
                icon={<ArrowUpRegular />}
                aria-label={`上移 ${column.title}`}
                disabledFocusable={index === 0}
                onClick={() => layout.move(column.key, -1)}
              />
              <Button
                size="small"
                appearance="subtle"
                icon={<ArrowDownRegular />}
                aria-label={`下移 ${column.title}`}
                disabledFocusable={index === last}
                onClick={() => layout.move(column.key, 1)}
              />
            </li>
          ))}
        </ul>
      </PopoverSurface>
    </Popover>
  )
}
