/** While a long check runs, a frame waits at most about this long before the check pauses for it. */
export const MAX_FRAME_WAIT_MS = 50

/**
 * Ends the current task and resumes in a new one, queued behind what is waiting (input, timers, frames). Not
 * scheduler.yield: its continuations go ahead of other tasks, and Chromium then holds frames back.
 */
export function yieldTask(): Promise<void> {
  return new Promise((resolve) => {
    // Node (tests, scripts): setImmediate, as an open message port would keep the process alive.
    if (typeof setImmediate === 'function') {
      setImmediate(resolve)
      return
    }
    waiting.push(resolve)
    channel ??= openChannel()
    channel.port2.postMessage(null)
  })
}

/** One channel for every yield: each message resumes the oldest waiting yield. */
let channel: MessageChannel | undefined
const waiting: (() => void)[] = []

function openChannel(): MessageChannel {
  const opened = new MessageChannel()
  opened.port1.onmessage = () => waiting.shift()?.()
  return opened
}

const showsFrames = () =>
  typeof requestAnimationFrame === 'function' &&
  typeof document !== 'undefined' &&
  document.visibilityState !== 'hidden'

/**
 * A yield for a long piece of work cut into slices: each call gives the thread back for input and other tasks, and
 * once no frame has been drawn for `maxFrameWaitMs` it waits for the next one (a browser keeps running queued
 * tasks and may hold frames back for 100 ms or more). Where nothing draws frames (a hidden page, no DOM) it only
 * yields the task.
 */
export function createYield(maxFrameWaitMs = MAX_FRAME_WAIT_MS): () => Promise<void> {
  let lastFrame = performance.now()
  let nextFrame: Promise<void> | null = null
  const frame = () => {
    nextFrame ??= new Promise((resolve) =>
      requestAnimationFrame(() => {
        lastFrame = performance.now()
        nextFrame = null
        resolve()
      }),
    )
    return nextFrame
  }
  return async () => {
    if (showsFrames()) {
      const drawn = frame()
      // Resumed inside the frame's callbacks; the task below then runs after its paint.
      if (performance.now() - lastFrame >= maxFrameWaitMs) await drawn
    }
    await yieldTask()
  }
}
