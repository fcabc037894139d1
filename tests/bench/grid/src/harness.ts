/**
 * The in-page side of the grid benchmark, the same for both grids: each page hands it a driver and the runner
 * calls `window.bench` step by step (mount, scroll, validate, check).
 */

/** What each grid's page provides. */
export interface GridDriver {
  name: string
  /** Makes the rows (the raw data), before anything of the grid. */
  prepare(): void
  /** Starts mounting the grid on the prepared data into `container`. */
  mount(container: HTMLElement): void
  /** The first row's first data cell once it shows its text, else null. */
  firstCell(): Element | null
  /** The element whose scrollTop moves the rows, and the one whose scrollLeft moves the columns. */
  verticalScroller(): HTMLElement
  horizontalScroller(): HTMLElement
  /** Text of the data cells drawn now (to check that scrolling really drew other rows and columns). */
  drawnCells(): string[]
  /** Validates every cell and collects the values; resolves how many rows it collected. */
  validateAndCollect(): Promise<number>
  /** Breaks `count` cells (empties required ones), validates, restores them; resolves the failures found. */
  failuresAfterBreaking(count: number): Promise<number>
}

export interface ScrollResult {
  /** Frame-to-frame times (ms) while scrolling down, then across. */
  down: number[]
  across: number[]
  /** Did scrolling draw other cells (in most windows of 10 steps)? */
  drewDown: boolean
  drewAcross: boolean
}

export interface ValidateResult {
  ms: number
  rows: number
  /** Longest task seen by the long-task observer (0 when none reached its 50 ms threshold). */
  longTaskMs: number
  /** Longest gap between two animation frames during the run. */
  frameGapMs: number
}

export interface BenchApi {
  name: string
  prepare(): void
  mount(): Promise<number>
  scroll(options: { downFrames: number; downStep: number; acrossStep: number }): Promise<ScrollResult>
  validate(): Promise<ValidateResult>
  check(count: number): Promise<number>
}

declare global {
  interface Window {
    bench?: BenchApi
  }
}

/** Marks at the start of each timed scroll frame, and where untimed frames (checks between windows) start. */
export const FRAME_MARK = 'bench-frame'
export const UNTIMED_MARK = 'bench-untimed'

const nextFrame = () => new Promise<number>((resolve) => requestAnimationFrame(resolve))

/** Resolves when a task runs after the current frame's paint. */
const afterPaint = () =>
  new Promise<number>((resolve) => {
    const channel = new MessageChannel()
    channel.port1.onmessage = () => resolve(performance.now())
    channel.port2.postMessage(null)
  })

function sameCells(a: string[], b: string[]): boolean {
  return a.length === b.length && a.every((text, i) => text === b[i])
}

export function installBench(driver: GridDriver): void {
  const container = document.getElementById('grid') as HTMLElement

  async function mount(): Promise<number> {
    const start = performance.now()
    driver.mount(container)
    // Checked at each frame: once the first row is in the DOM at a frame's start, that frame paints it.
    for (;;) {
      await nextFrame()
      if (driver.firstCell()) return (await afterPaint()) - start
    }
  }

  async function scroll(options: {
    downFrames: number
    downStep: number
    acrossStep: number
  }): Promise<ScrollResult> {
    const vertical = driver.verticalScroller()
    const horizontal = driver.horizontalScroller()
    for (let i = 0; i < 5; i++) await nextFrame()
    const run = async (steps: number, move: (step: number) => void) => {
      const times: number[] = []
      let windows = 0
      let changed = 0
      let last = await nextFrame()
      performance.mark(UNTIMED_MARK)
      let cells = driver.drawnCells()
      for (let step = 0; step < steps; step++) {
        move(step)
        const now = await nextFrame()
        // Frame boundaries in the Chromium trace: each frame's main-thread work lies between two marks.
        performance.mark(FRAME_MARK)
        times.push(now - last)
        last = now
        // Every 10 steps (untimed): are other cells drawn than 10 steps ago? A grid may draw late on a busy machine,
        // so most windows, not all, must show new cells.
        if (step % 10 === 9) {
          await nextFrame()
          last = await nextFrame()
          performance.mark(UNTIMED_MARK)
          const drawn = driver.drawnCells()
          windows++
          if (!sameCells(drawn, cells)) changed++
          cells = drawn
        }
      }
      return { times, drew: changed * 2 >= windows }
    }
    const down = await run(options.downFrames, () => {
      vertical.scrollTop += options.downStep
    })
    const maxLeft = horizontal.scrollWidth - horizontal.clientWidth
    const acrossSteps = 2 * Math.ceil(maxLeft / options.acrossStep)
    const across = await run(acrossSteps, (step) => {
      const right = step < acrossSteps / 2
      horizontal.scrollLeft = Math.max(
        0,
        Math.min(maxLeft, horizontal.scrollLeft + (right ? 1 : -1) * options.acrossStep),
      )
    })
    return { down: down.times, across: across.times, drewDown: down.drew, drewAcross: across.drew }
  }

  async function validate(): Promise<ValidateResult> {
    const longTasks: number[] = []
    const observer = new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) longTasks.push(entry.duration)
    })
    observer.observe({ type: 'longtask' })
    let frameGapMs = 0
    let lastFrame = await nextFrame()
    let running = true
    const probe = (now: number) => {
      frameGapMs = Math.max(frameGapMs, now - lastFrame)
      lastFrame = now
      if (running) requestAnimationFrame(probe)
    }
    requestAnimationFrame(probe)
    const start = performance.now()
    const rows = await driver.validateAndCollect()
    const ms = performance.now() - start
    running = false
    // Let the probe see the frame after the run and the observer deliver its entries.
    await nextFrame()
    await nextFrame()
    await new Promise((resolve) => setTimeout(resolve, 100))
    observer.disconnect()
    return { ms, rows, longTaskMs: Math.max(0, ...longTasks), frameGapMs }
  }

  window.bench = {
    name: driver.name,
    prepare: () => driver.prepare(),
    mount,
    scroll,
    validate,
    check: (count) => driver.failuresAfterBreaking(count),
  }
}
