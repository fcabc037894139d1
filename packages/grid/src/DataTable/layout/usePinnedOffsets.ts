import { type RefObject, useLayoutEffect, useState } from 'react'

/** Marks a header cell that stays at the right edge; its value names the column. */
export const PINNED_ATTRIBUTE = 'data-pinned-right'

const sameOffsets = (a: ReadonlyMap<string, number>, b: ReadonlyMap<string, number>) =>
  a.size === b.size && [...a].every(([key, value]) => b.get(key) === value)

/**
 * How far from the right edge each pinned column sits: the widths of the pinned columns right of it, measured,
 * so pinned columns line up side by side and never cover one another, whatever their content.
 */
export function usePinnedOffsets(
  table: RefObject<HTMLTableElement | null>,
  pinnedKeys: string,
): ReadonlyMap<string, number> {
  const [offsets, setOffsets] = useState<ReadonlyMap<string, number>>(new Map())
  // biome-ignore lint/correctness/useExhaustiveDependencies: measured again when the pinned columns change
  useLayoutEffect(() => {
    const element = table.current
    if (!element) return
    const measure = () => {
      const cells = [...element.querySelectorAll<HTMLElement>(`thead th[${PINNED_ATTRIBUTE}]`)]
      const next = new Map<string, number>()
      let right = 0
      for (const cell of cells.reverse()) {
        next.set(cell.getAttribute(PINNED_ATTRIBUTE) ?? '', right)
        right += cell.getBoundingClientRect().width
      }
      setOffsets((previous) => (sameOffsets(previous, next) ? previous : next))
    }
    measure()
    const observer = new ResizeObserver(measure)
    observer.observe(element)
    for (const cell of element.querySelectorAll(`thead th[${PINNED_ATTRIBUTE}]`)) observer.observe(cell)
    return () => observer.disconnect()
  }, [table, pinnedKeys])
  return offsets
}
