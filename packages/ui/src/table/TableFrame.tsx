import {
  makeStyles,
  mergeClasses,
  Spinner,
  Table,
  TableCell,
  TableRow,
  tokens,
} from '@fluentui/react-components'
import type { ReactNode } from 'react'

export interface TableFrameProps {
  /** Names the scroll region and the table. */
  'aria-label': string
  loading?: boolean
  /** More styles of the scroll region (a height limit, say). */
  className?: string
  /** The table's header and body. */
  children: ReactNode
}

const useStyles = makeStyles({
  region: { position: 'relative', overflowX: 'auto' },
  overlay: {
    position: 'absolute',
    inset: 0,
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    backgroundColor: 'rgba(255, 255, 255, 0.6)',
  },
  empty: { textAlign: 'center', color: tokens.colorNeutralForeground3, padding: tokens.spacingVerticalXXL },
})

/** A small Fluent table in a scroll region the keyboard reaches, busy and under a spinner while it loads. */
export function TableFrame({ loading, className, children, ...props }: TableFrameProps) {
  const styles = useStyles()
  return (
    <section
      className={mergeClasses(styles.region, className)}
      aria-label={props['aria-label']}
      aria-busy={loading}
      // A scrollable region must be reachable by keyboard (axe: scrollable-region-focusable).
      // biome-ignore lint/a11y/noNoninteractiveTabindex: see above
      tabIndex={0}
    >
      <Table aria-label={props['aria-label']} size="small">
        {children}
      </Table>
      {loading && (
        <div className={styles.overlay}>
          <Spinner label="加载中…" />
        </div>
      )}
    </section>
  )
}

/** The one row of a table that has no rows: `children` (暂无数据 …) across all `colSpan` columns. */
export function EmptyTableRow({
  colSpan,
  className,
  children,
}: {
  colSpan: number
  className?: string
  children: ReactNode
}) {
  const styles = useStyles()
  return (
    <TableRow>
      <TableCell colSpan={colSpan} className={mergeClasses(styles.empty, className)}>
        {children}
      </TableCell>
    </TableRow>
  )
}
