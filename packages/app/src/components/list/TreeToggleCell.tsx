import { Button, makeStyles, Spinner, tokens } from '@fluentui/react-components'
import { ChevronDown16Regular, ChevronRight16Regular } from '@fluentui/react-icons'
import type { ReactNode } from 'react'
import type { TreeRow } from './treeRows'

const INDENT = 20

const useStyles = makeStyles({
  cell: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalXS, minWidth: 0 },
  spacer: { width: '24px', flexShrink: 0 },
  label: { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
})

export interface TreeToggleCellProps {
  row: TreeRow<unknown>
  /** The node's name: the toggle's accessible name is 展开/收起 plus it. */
  name: string
  onToggle: (key: string) => void
  /** Its children are being fetched. */
  loading?: boolean
  /** Drawn before the name (an icon…). */
  before?: ReactNode
}

/** The first cell of a tree table row: indented by depth, with the open/close button of a branch. */
export function TreeToggleCell({ row, name, onToggle, loading, before }: TreeToggleCellProps) {
  const styles = useStyles()
  return (
    <span className={styles.cell} style={{ paddingInlineStart: row.depth * INDENT }}>
      {loading ? (
        <Spinner size="extra-tiny" className={styles.spacer} />
      ) : row.branch ? (
        <Button
          size="small"
          appearance="subtle"
          aria-expanded={row.open}
          aria-label={`${row.open ? '收起' : '展开'} ${name}`}
          icon={row.open ? <ChevronDown16Regular /> : <ChevronRight16Regular />}
          onClick={() => onToggle(row.key)}
          onKeyDown={(event) => {
            // A tree's keys: → opens a closed branch, ← closes an open one (Enter and Space toggle).
            const wanted = event.key === 'ArrowRight' ? false : event.key === 'ArrowLeft' ? true : null
            if (wanted === null || row.open !== wanted) return
            event.preventDefault()
            onToggle(row.key)
          }}
        />
      ) : (
        <span className={styles.spacer} />
      )}
      {before}
      <span className={styles.label} title={name}>
        {name}
      </span>
    </span>
  )
}
