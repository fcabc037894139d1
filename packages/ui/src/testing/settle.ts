/** Longer animations are timers (a toast's countdown), not motion; waiting for them would outlive the toast. */
const MOTION_LIMIT_MS = 1000

/** Resolves once running motion (toasts sliding in, dialogs fading in) has finished, so checks see the final look. */
export async function animationsSettled(doc: Document = document): Promise<void> {
  const motion = doc.getAnimations().filter((animation) => {
    const duration = animation.effect?.getTiming().duration
    return typeof duration === 'number' && duration <= MOTION_LIMIT_MS
  })
  await Promise.all(motion.map((animation) => animation.finished.catch(() => undefined)))
}
