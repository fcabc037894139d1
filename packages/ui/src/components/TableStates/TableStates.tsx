import { makeStyles, Spinner, TableCell, TableRow, tokens } from '@fluentui/react-components'
import type { ReactNode } from 'react'

const useStyles = makeStyles({
  overlay: {
    position: 'absolute',
    inset: 0,
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    backgroundColor: 'rgba(255, 255, 255, 0.6)',
  },
  empty: { textAlign: 'center', color: tokens.colorNeutralForeground3, padding: tokens.spacingVerticalXL },
  // Centred under the columns, yet kept inside the visible part of a table wider than its scroll area.
  emptyText: { display: 'inline-block', position: 'sticky', left: 0, right: 0 },
})

/** The one row of a table with no rows, across all its columns (暂无数据 or the page's own text). */
export function TableEmptyRow({ colSpan, children }: { colSpan: number; children: ReactNode }) {
  const styles = useStyles()
  return (
    <TableRow>
      <TableCell colSpan={colSpan} className={styles.empty}>
        <span className={styles.emptyText}>{children}</span>
      </TableCell>
    </TableRow>
  )
}

/** A veil with a spinner over a table that is loading; its container must be positioned. */
export function TableLoadingOverlay() {
  const styles = useStyles()
  return (
    <div className={styles.overlay}>
      <Spinner label="加载中…" />
    </div>
  )
}
