import { Button, Spinner } from '@fluentui/react-components'
import { ChevronDownRegular, ChevronRightRegular } from '@fluentui/react-icons'
import type { ReactNode } from 'react'
import { useEditableTableContext } from '../EditableTableContext'
import type { EditableRow } from '../rows/rowOperations'
import { TREE_INDENT } from './expand.styles'

/**
 * The first cell's expander: indented by tree level, a chevron that opens or closes the row (a spinner while it
 * loads), then the cell's own content. Without tree or sub-tables it is the content alone.
 */
export function RowExpander({ row, children }: { row: EditableRow; children: ReactNode }) {
  const { expansion, classes } = useEditableTableContext()
  const styles = classes.expand
  const info = expansion.info(row)
  if (!info) return children
  const label = info.expanded ? '收起' : '展开'
  return (
    <div className={styles.cell} style={{ paddingInlineStart: (info.level - 1) * TREE_INDENT }}>
      {info.busy ? (
        <Spinner size="extra-tiny" className={styles.toggle} aria-label="加载中" />
      ) : info.expandable ? (
        <Button
          appearance="transparent"
          size="small"
          className={styles.toggle}
          icon={info.expanded ? <ChevronDownRegular /> : <ChevronRightRegular />}
          aria-label={label}
          aria-expanded={info.expanded}
          title={label}
          tabIndex={-1}
          onClick={(event) => {
            // Not a click on the cell: the expander does not start editing it.
            event.stopPropagation()
            expansion.toggle(row)
          }}
        />
      ) : (
        <span className={styles.spacer} />
      )}
      <div className={styles.content}>{children}</div>
    </div>
  )
}
