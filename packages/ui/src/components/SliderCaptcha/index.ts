export { SliderCaptcha } from './SliderCaptcha'
export type { SliderCaptchaProps } from './SliderCaptcha.types'
export {
  SLIDER_CAPTCHA_SUCCESS_TEXT,
  SLIDER_CAPTCHA_TEXT,
} from './sliderCaptchaRules'
