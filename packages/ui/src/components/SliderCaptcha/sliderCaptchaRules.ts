export const SLIDER_CAPTCHA_MAX = 100
export const SLIDER_CAPTCHA_TEXT = '拖动滑块验证'
export const SLIDER_CAPTCHA_SUCCESS_TEXT = '验证通过'

/** What happens when a move of the handle ends at `value`. */
export function sliderMoveOutcome(value: number, byPointer: boolean): 'success' | 'snap-back' | 'stay' {
  if (value >= SLIDER_CAPTCHA_MAX) return 'success'
  // Released early with the mouse or a finger: back to the start. Keyboard steps add up until End or the last step.
  return byPointer ? 'snap-back' : 'stay'
}
