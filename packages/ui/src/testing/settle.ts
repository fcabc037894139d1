/** Longer animations are timers (a toast's countdown), not motion; waiting for them would outlive the toast. */
const MOTION_LIMIT_MS = 1000

/** Resolves once running motion (toasts sliding in, dialogs fading in) has finished, so checks see the final look. */
export async function animationsSettled(doc: Document = document): Promise<void> {
  const motion = doc.getAnimations().filter((animation) => {
    const timing = animation.effect?.getTiming()
    // Spinners loop forever; they never settle and are not what a check needs to wait for.
    return (
      typeof timing?.duration === 'number' &&
      timing.duration <= MOTION_LIMIT_MS &&
      timing.iterations !== Number.POSITIVE_INFINITY
    )
  })
  await Promise.all(motion.map((animation) => animation.finished.catch(() => undefined)))
}
