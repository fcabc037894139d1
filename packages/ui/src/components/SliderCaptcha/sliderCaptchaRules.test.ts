import { describe, expect, it } from 'vitest'
import { SLIDER_CAPTCHA_MAX, sliderMoveOutcome } from './sliderCaptchaRules'

describe('slider captcha rules', () => {
  it('succeeds only at the full width', () => {
    expect(sliderMoveOutcome(SLIDER_CAPTCHA_MAX, true)).toBe('success')
    expect(sliderMoveOutcome(SLIDER_CAPTCHA_MAX, false)).toBe('success')
    expect(sliderMoveOutcome(SLIDER_CAPTCHA_MAX - 1, true)).toBe('snap-back')
  })

  it('snaps back a pointer released early, keeps keyboard steps', () => {
    expect(sliderMoveOutcome(40, true)).toBe('snap-back')
    expect(sliderMoveOutcome(40, false)).toBe('stay')
  })

  // The texts 拖动滑块验证 / 验证通过 are checked where a user sees them: the SliderCaptcha stories' status line.
})
