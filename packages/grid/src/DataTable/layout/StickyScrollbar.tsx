import { makeStyles, tokens } from '@fluentui/react-components'
import { type PointerEvent as ReactPointerEvent, type RefObject, useLayoutEffect, useRef } from 'react'
import type { ScrollPane } from './useScrollPane'

const useStyles = makeStyles({
  bar: {
    position: 'sticky',
    bottom: 0,
    zIndex: 2,
    paddingBlock: '3px',
    backgroundColor: tokens.colorNeutralBackground1,
  },
  track: {
    position: 'relative',
    height: '8px',
    borderRadius: tokens.borderRadiusCircular,
    backgroundColor: tokens.colorNeutralBackground3,
  },
  thumb: {
    position: 'absolute',
    top: 0,
    bottom: 0,
    left: 0,
    borderRadius: tokens.borderRadiusCircular,
    backgroundColor: tokens.colorNeutralStroke1,
    cursor: 'grab',
    touchAction: 'none',
    ':hover': { backgroundColor: tokens.colorNeutralStroke1Hover },
  },
})

/** The least width of the thumb, so it can be caught on a very wide table. */
const MIN_THUMB = 32

/** Where the thumb is and how far a pixel of it moves the table. */
function geometry(pane: HTMLElement, track: HTMLElement) {
  const trackWidth = track.clientWidth
  const range = Math.max(pane.scrollWidth - pane.clientWidth, 1)
  const width = Math.max(MIN_THUMB, (trackWidth * pane.clientWidth) / pane.scrollWidth)
  const travel = Math.max(trackWidth - width, 1)
  return { width, left: (pane.scrollLeft / range) * travel, scrollPerPixel: range / travel }
}

/**
 * The horizontal scrollbar of a wide table, drawn by the table (browsers hide theirs or show it only while
 * scrolling) and kept at the bottom of the window while the table is in view, as a long list's own scrollbar is far
 * below. Dragging the thumb or clicking the track scrolls the table; keyboard users scroll the table itself (it is
 * focusable), so the bar is hidden from assistive technology.
 */
export function StickyScrollbar({ pane, state }: { pane: RefObject<HTMLElement | null>; state: ScrollPane }) {
  const styles = useStyles()
  const track = useRef<HTMLDivElement>(null)
  const thumb = useRef<HTMLDivElement>(null)

  // The thumb follows the table (moved directly: a scroll must not render the table again).
  // biome-ignore lint/correctness/useExhaustiveDependencies: placed again when the sizes change
  useLayoutEffect(() => {
    const table = pane.current
    if (!table || !track.current || !thumb.current) return
    const place = () => {
      if (!track.current || !thumb.current) return
      const { width, left } = geometry(table, track.current)
      thumb.current.style.width = `${width}px`
      thumb.current.style.transform = `translateX(${left}px)`
    }
    place()
    table.addEventListener('scroll', place, { passive: true })
    return () => table.removeEventListener('scroll', place)
  }, [pane, state])

  function drag(event: ReactPointerEvent<HTMLDivElement>) {
    const table = pane.current
    if (!table || !track.current) return
    event.preventDefault()
    event.stopPropagation()
    const { scrollPerPixel } = geometry(table, track.current)
    const startX = event.clientX
    const startLeft = table.scrollLeft
    const move = (e: PointerEvent) => {
      table.scrollLeft = startLeft + (e.clientX - startX) * scrollPerPixel
    }
    const stop = () => {
      window.removeEventListener('pointermove', move)
      window.removeEventListener('pointerup', stop)
    }
    window.addEventListener('pointermove', move)
    window.addEventListener('pointerup', stop)
  }

  /** A click on the track beside the thumb scrolls the table by a pane's width towards it. */
  function page(event: ReactPointerEvent<HTMLDivElement>) {
    const table = pane.current
    if (!table || !thumb.current) return
    const box = thumb.current.getBoundingClientRect()
    if (event.clientX < box.left) table.scrollLeft -= table.clientWidth
    else if (event.clientX > box.right) table.scrollLeft += table.clientWidth
  }

  return (
    <div className={styles.bar} hidden={!state.overflowing} aria-hidden>
      <div ref={track} className={styles.track} onPointerDown={page}>
        <div ref={thumb} className={styles.thumb} onPointerDown={drag} />
      </div>
    </div>
  )
}
