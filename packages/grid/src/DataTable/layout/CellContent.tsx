import { makeStyles, mergeClasses } from '@fluentui/react-components'
import type { PointerEvent, ReactNode } from 'react'
import type { ColumnSizing } from './columnSizing'

const useStyles = makeStyles({
  // Sized to its content: the column widens rather than cut a date, an amount, a code or the 操作 buttons.
  fit: { display: 'inline-block', whiteSpace: 'nowrap' },
  // Adds nothing to the column's width (width 0) but fills it (min-width 100%): the column keeps its set width and
  // text longer than that ends in an ellipsis.
  clip: {
    display: 'block',
    width: 0,
    minWidth: '100%',
    overflow: 'hidden',
    textOverflow: 'ellipsis',
    whiteSpace: 'nowrap',
  },
  numeric: { fontVariantNumeric: 'tabular-nums' },
})

/** On hover, a cut text shows in full as the tooltip; text that fits gets none. */
function titleWhenCut(event: PointerEvent<HTMLElement>) {
  const element = event.currentTarget
  if (element.scrollWidth > element.clientWidth) element.title = element.textContent ?? ''
  else element.removeAttribute('title')
}

/**
 * A list cell's content, laid out by its column's kind. Only text is cut: a badge, a switch or a link keeps its
 * size (cut, it would be unreadable or unusable). The whole text stays in the DOM, so it is read in full.
 */
export function CellContent({ sizing, children }: { sizing: ColumnSizing; children: ReactNode }) {
  const styles = useStyles()
  const cuts = sizing.truncates && (typeof children === 'string' || typeof children === 'number')
  return (
    <span
      className={mergeClasses(cuts ? styles.clip : styles.fit, sizing.numeric && styles.numeric)}
      onPointerEnter={cuts ? titleWhenCut : undefined}
    >
      {children}
    </span>
  )
}
