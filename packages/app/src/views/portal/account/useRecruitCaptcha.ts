import { useCaptcha } from '../../user/Login/useCaptcha'
import type { Captcha } from '../../user/shared/CaptchaInput'
import { recruitApi } from '../recruitApi'

/** The portal's image captcha (POST /recruit/interviewee/getCaptcha). */
export function useRecruitCaptcha(): Captcha {
  return useCaptcha(recruitApi.captcha)
}
