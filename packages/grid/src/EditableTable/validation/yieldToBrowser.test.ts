import { afterEach, describe, expect, it, vi } from 'vitest'
import { createYield } from './yieldToBrowser'

/** A page whose frames are drawn only when the test says so. */
function fakePage(visibilityState: 'visible' | 'hidden' = 'visible') {
  const callbacks: FrameRequestCallback[] = []
  vi.stubGlobal('document', { visibilityState })
  vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => callbacks.push(callback))
  return {
    drawFrame: () => {
      for (const callback of callbacks.splice(0)) callback(performance.now())
    },
  }
}

/** Lets queued tasks run (the yield's own task among them). */
const settle = () => new Promise((resolve) => setTimeout(resolve, 20))

async function resolved(promise: Promise<void>): Promise<boolean> {
  let done = false
  void promise.then(() => {
    done = true
  })
  await settle()
  return done
}

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('createYield', () => {
  it('only yields the task while frames have been drawn lately', async () => {
    fakePage()
    const yieldNow = createYield(60_000)
    expect(await resolved(yieldNow())).toBe(true)
  })

  it('waits for a frame once none was drawn for the longest wait', async () => {
    const page = fakePage()
    const yieldNow = createYield(0)
    const waiting = yieldNow()
    expect(await resolved(waiting)).toBe(false)
    page.drawFrame()
    expect(await resolved(waiting)).toBe(true)
  })

  it('does not wait for frames on a hidden page', async () => {
    fakePage('hidden')
    const yieldNow = createYield(0)
    expect(await resolved(yieldNow())).toBe(true)
  })
})
