import { mergeClasses } from '@fluentui/react-components'
import { CheckmarkCircle20Filled, ChevronDoubleRight20Regular } from '@fluentui/react-icons'
import { mergeProps, useFocusRing, VisuallyHidden } from 'react-aria'
import { sliderCaptchaClassNames, useSliderCaptchaStyles } from './SliderCaptcha.styles'
import type { SliderCaptchaProps } from './SliderCaptcha.types'
import { SLIDER_CAPTCHA_SUCCESS_TEXT, SLIDER_CAPTCHA_TEXT } from './sliderCaptchaRules'
import { useSliderCaptcha } from './useSliderCaptcha'

/**
 * Drag the handle to the end to pass (JSlider): 拖动滑块验证, then 验证通过 and locked. Released early it snaps
 * back. Arrow keys move it, End finishes; the result is announced.
 */
export function SliderCaptcha(props: SliderCaptchaProps) {
  const { text = SLIDER_CAPTCHA_TEXT, successText = SLIDER_CAPTCHA_SUCCESS_TEXT, className } = props
  const captcha = useSliderCaptcha(props)
  const { focusProps, isFocusVisible } = useFocusRing()
  const styles = useSliderCaptchaStyles()
  const resting = !captcha.dragging
  const position = `calc(20px + (100% - 40px) * ${captcha.percent})`
  return (
    <div
      {...captcha.groupProps}
      className={mergeClasses(sliderCaptchaClassNames.root, styles.root, className)}
    >
      <div
        className={mergeClasses(styles.fill, resting ? styles.fillResting : styles.fillMoving)}
        style={{ width: position }}
      />
      <span
        role="status"
        aria-live="polite"
        className={mergeClasses(styles.text, captcha.success && styles.textSuccess)}
      >
        {captcha.success ? successText : text}
      </span>
      <div {...captcha.trackProps} ref={captcha.trackRef} className={styles.track}>
        <div
          {...captcha.thumbProps}
          className={mergeClasses(
            styles.thumb,
            resting && styles.thumbResting,
            captcha.success && styles.thumbSuccess,
            isFocusVisible && styles.thumbFocused,
          )}
          style={{ left: `${captcha.percent * 100}%` }}
        >
          {captcha.success ? <CheckmarkCircle20Filled /> : <ChevronDoubleRight20Regular />}
          <VisuallyHidden>
            <input ref={captcha.inputRef} {...mergeProps(captcha.inputProps, focusProps)} />
          </VisuallyHidden>
        </div>
      </div>
    </div>
  )
}
