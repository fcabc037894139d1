import { describe, expect, it } from 'vitest'
import { SLIDER_CAPTCHA_SUCCESS_TEXT, SLIDER_CAPTCHA_TEXT, sliderMoveOutcome } from './sliderCaptchaRules'

describe('slider captcha rules', () => {
  it('succeeds only at the full width', () => {
    expect(sliderMoveOutcome(100, true)).toBe('success')
    expect(sliderMoveOutcome(100, false)).toBe('success')
    expect(sliderMoveOutcome(99, true)).toBe('snap-back')
  })

  it('snaps back a pointer released early, keeps keyboard steps', () => {
    expect(sliderMoveOutcome(40, true)).toBe('snap-back')
    expect(sliderMoveOutcome(40, false)).toBe('stay')
  })

  it('says 拖动滑块验证, then 验证通过', () => {
    expect(SLIDER_CAPTCHA_TEXT).toBe('拖动滑块验证')
    expect(SLIDER_CAPTCHA_SUCCESS_TEXT).toBe('验证通过')
  })
})
