import type { Page } from '@playwright/test'

/** How long a spinner may stay once the page's calls have settled. */
const SPINNER_GRACE_MS = 3_000

/**
 * What a demanding operator would call unfinished on the page now shown, as one line per finding (empty: none):
 * - the page is wider than the window;
 * - a table cell, column header or label whose text is clipped without an ellipsis (its content is wider than its box,
 *   the box clips, and no `text-overflow: ellipsis` shows that something is cut);
 * - a spinner still shown {@link SPINNER_GRACE_MS} after the page's calls settled (call this once they have);
 * - a chart whose axis labels overlap one another or stick out of the chart's svg.
 *
 * One `evaluate` for the page's boxes, plus a wait only while a spinner shows: it adds little to a walk.
 */
export async function layoutProblems(page: Page): Promise<string[]> {
  const spinners = page.locator('.fui-Spinner:visible')
  const deadline = Date.now() + SPINNER_GRACE_MS
  while ((await spinners.count()) > 0 && Date.now() < deadline) await page.waitForTimeout(200)
  const spinning = await spinners.count()
  const found = await page.evaluate(measureLayout)
  return spinning
    ? [...found, `${spinning} spinner(s) still shown ${SPINNER_GRACE_MS} ms after the calls settled`]
    : found
}

/** Runs in the page: keep it free of imports and of closures over test code. */
function measureLayout(): string[] {
  const problems: string[] = []
  const named = (el: Element) => {
    const text = (el.textContent ?? '').replace(/\s+/g, ' ').trim()
    const classes = [...el.classList].filter((name) => !/^(___|f[a-z0-9]{5,})/.test(name)).slice(0, 2)
    return `«${text.length > 30 ? `${text.slice(0, 30)}…` : text}» (${el.tagName.toLowerCase()}${classes.map((name) => `.${name}`).join('')})`
  }

  const overflow = document.documentElement.scrollWidth - window.innerWidth
  if (overflow > 0) problems.push(`page ${overflow}px wider than the window`)

  const visible = (el: Element) => {
    const box = el.getBoundingClientRect()
    return box.width > 0 && box.height > 0 && getComputedStyle(el).visibility !== 'hidden'
  }
  /** Text for screen readers only, clipped to a pixel on purpose. */
  const visuallyHidden = (el: Element) => {
    const box = el.getBoundingClientRect()
    const style = getComputedStyle(el)
    return box.width <= 2 || box.height <= 2 || style.clip !== 'auto' || style.clipPath !== 'none'
  }
  /** The box clips its content (a scrolling box shows a scrollbar instead, so it is not "clipped"). */
  const clips = (style: CSSStyleDeclaration) => style.overflowX === 'hidden' || style.overflowX === 'clip'
  /** Text wider than the box that shows it, cut off with no sign of it. */
  const clippedWithoutEllipsis = (el: HTMLElement): boolean => {
    if (el.scrollWidth <= el.clientWidth + 1 || !visible(el) || visuallyHidden(el)) return false
    const style = getComputedStyle(el)
    if (!clips(style)) return false
    if (style.textOverflow !== 'ellipsis') return true
    // The ellipsis marks only the box's own inline text: a block or inline-block child wider than the box is cut bare.
    const right = el.getBoundingClientRect().right - Number.parseFloat(style.paddingRight) + 1
    return [...el.children].some((child) => {
      const display = getComputedStyle(child).display
      return (
        display !== 'inline' && child.getBoundingClientRect().right > right && !clips(getComputedStyle(child))
      )
    })
  }
  const seen = new Set<Element>()
  const cells = document.querySelectorAll<HTMLElement>(
    'td, th, [role="gridcell"], [role="cell"], [role="columnheader"], [role="rowheader"], label, .fui-Label',
  )
  for (const cell of cells) {
    // The cell and what it holds: the box that clips may be the cell or a wrapper inside it.
    for (const el of [cell, ...cell.querySelectorAll<HTMLElement>('*')]) {
      if (seen.has(el) || el instanceof SVGElement || !(el.textContent ?? '').trim()) continue
      seen.add(el)
      if (clippedWithoutEllipsis(el)) {
        problems.push(`text clipped without an ellipsis: ${named(el)}`)
        break
      }
    }
  }

  // Charts: the axis tick labels (d3's `g.tick text`) of each svg.
  for (const svg of document.querySelectorAll('svg')) {
    const frame = svg.getBoundingClientRect()
    if (frame.width === 0 || !visible(svg)) continue
    const axes = new Map<Element, { text: string; box: DOMRect }[]>()
    for (const label of svg.querySelectorAll('g.tick text')) {
      const text = (label.textContent ?? '').trim()
      if (!text || !visible(label) || getComputedStyle(label).opacity === '0') continue
      const box = label.getBoundingClientRect()
      if (box.width === 0) continue
      const axis = label.closest('g.tick')?.parentElement ?? svg
      axes.set(axis, [...(axes.get(axis) ?? []), { text, box }])
      if (
        box.left < frame.left - 1 ||
        box.right > frame.right + 1 ||
        box.top < frame.top - 1 ||
        box.bottom > frame.bottom + 1
      )
        problems.push(
          `chart «${svg.getAttribute('aria-label') ?? ''}»: axis label «${text}» cut by the chart's edge`,
        )
    }
    for (const labels of axes.values())
      for (let i = 0; i < labels.length; i++)
        for (let j = i + 1; j < labels.length; j++) {
          const [a, b] = [labels[i]!.box, labels[j]!.box]
          const overlapX = Math.min(a.right, b.right) - Math.max(a.left, b.left)
          const overlapY = Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top)
          if (overlapX > 1 && overlapY > 1)
            problems.push(
              `chart «${svg.getAttribute('aria-label') ?? ''}»: axis labels «${labels[i]!.text}» and «${labels[j]!.text}» overlap`,
            )
        }
  }
  return problems
}
