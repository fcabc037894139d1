export interface SliderCaptchaProps {
  /** Called once with `true` when the handle reaches the end; the slider then locks. */
  onSuccess?: (success: true) => void
  /** Text on the bar before success (default 拖动滑块验证); also the handle's accessible name. */
  text?: string
  /** Text on the bar after success (default 验证通过). */
  successText?: string
  disabled?: boolean
  className?: string
}
