import { Button, makeStyles, tokens } from '@fluentui/react-components'
import type { ListPageContext, RowAction } from './ListPage.types'

export interface RowActionsProps<Row> {
  row: Row
  rowLabel: (row: Row) => string
  actions: RowAction<Row>[]
  context: ListPageContext<Row>
}

const useStyles = makeStyles({
  actions: { display: 'flex', flexWrap: 'nowrap', gap: tokens.spacingHorizontalXS },
  // Link-sized, as a row's actions sit side by side in a narrow column that stays in view.
  action: { minWidth: 0, whiteSpace: 'nowrap', paddingInline: tokens.spacingHorizontalXS },
})

/** A row's 操作 buttons, each named after the row (编辑 zhangsan). */
export function RowActions<Row>({ row, rowLabel, actions, context }: RowActionsProps<Row>) {
  const styles = useStyles()
  return (
    <div className={styles.actions}>
      {actions.map((action) => {
        const label = typeof action.label === 'function' ? action.label(row) : action.label
        return (
          <Button
            key={action.key}
            size="small"
            appearance="transparent"
            className={styles.action}
            onClick={() => action.run(row, context)}
            aria-label={`${label} ${rowLabel(row)}`}
          >
            {label}
          </Button>
        )
      })}
    </div>
  )
}
