import { makeStyles, tokens } from '@fluentui/react-components'
import { type RefObject, useEffect, useRef } from 'react'
import type { ScrollPane } from './useScrollPane'

const useStyles = makeStyles({
  bar: {
    position: 'sticky',
    bottom: 0,
    zIndex: 2,
    overflowX: 'scroll',
    overflowY: 'hidden',
    backgroundColor: tokens.colorNeutralBackground1,
    // Drawn, not an overlay scrollbar that only shows while scrolling: the user sees there is more to the right.
    '::-webkit-scrollbar': { height: '10px' },
    '::-webkit-scrollbar-track': { backgroundColor: tokens.colorNeutralBackground3 },
    '::-webkit-scrollbar-thumb': {
      backgroundColor: tokens.colorNeutralStroke1,
      borderRadius: tokens.borderRadiusMedium,
    },
  },
  track: { height: '1px' },
})

/**
 * The horizontal scrollbar of a wide table, kept at the bottom of the window while the table is in view (a long
 * list's own scrollbar is far below, out of sight). It moves the table and follows it; keyboard users scroll the
 * table itself, so it is hidden from assistive technology.
 */
export function StickyScrollbar({ pane, state }: { pane: RefObject<HTMLElement | null>; state: ScrollPane }) {
  const styles = useStyles()
  const bar = useRef<HTMLDivElement>(null)

  useEffect(() => {
    const table = pane.current
    const own = bar.current
    if (!table || !own) return
    // Each side follows the other; a scroll set to the value it already has fires nothing, so no loop.
    const follow = (from: HTMLElement, to: HTMLElement) => () => {
      if (to.scrollLeft !== from.scrollLeft) to.scrollLeft = from.scrollLeft
    }
    const fromTable = follow(table, own)
    const fromBar = follow(own, table)
    fromTable()
    table.addEventListener('scroll', fromTable, { passive: true })
    own.addEventListener('scroll', fromBar, { passive: true })
    return () => {
      table.removeEventListener('scroll', fromTable)
      own.removeEventListener('scroll', fromBar)
    }
  }, [pane])

  return (
    <div ref={bar} className={styles.bar} hidden={!state.overflowing} aria-hidden>
      <div className={styles.track} style={{ width: state.scrollWidth }} />
    </div>
  )
}
