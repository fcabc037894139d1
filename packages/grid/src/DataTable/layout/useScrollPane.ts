import { type RefObject, useLayoutEffect, useState } from 'react'

export interface ScrollPane {
  /** The content is wider than the pane: it scrolls sideways. */
  overflowing: boolean
  /** Scrolled all the way right (or not scrolling at all): nothing lies under the pinned right columns. */
  atEnd: boolean
  scrollWidth: number
  clientWidth: number
}

const STILL: ScrollPane = { overflowing: false, atEnd: true, scrollWidth: 0, clientWidth: 0 }

function read(pane: HTMLElement): ScrollPane {
  const { scrollWidth, clientWidth, scrollLeft } = pane
  const overflowing = scrollWidth - clientWidth > 1
  return {
    overflowing,
    atEnd: !overflowing || scrollLeft + clientWidth >= scrollWidth - 1,
    scrollWidth,
    clientWidth,
  }
}

const same = (a: ScrollPane, b: ScrollPane) =>
  a.overflowing === b.overflowing &&
  a.atEnd === b.atEnd &&
  a.scrollWidth === b.scrollWidth &&
  a.clientWidth === b.clientWidth

/** Follows how a horizontally scrolling pane stands: its sizes (pane and content) and where it is scrolled. */
export function useScrollPane(pane: RefObject<HTMLElement | null>): ScrollPane {
  const [state, setState] = useState(STILL)
  useLayoutEffect(() => {
    const element = pane.current
    if (!element) return
    const update = () =>
      setState((previous) => {
        const next = read(element)
        return same(previous, next) ? previous : next
      })
    update()
    const observer = new ResizeObserver(update)
    observer.observe(element)
    for (const child of element.children) observer.observe(child)
    element.addEventListener('scroll', update, { passive: true })
    return () => {
      observer.disconnect()
      element.removeEventListener('scroll', update)
    }
  }, [pane])
  return state
}
