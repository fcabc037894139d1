import { useState } from 'react'
import { type Captcha, CaptchaInput } from './CaptchaInput'

/** An image captcha's answer as the SMS senders take it (POST /sys/sms, the portal's sendCaptcha). */
export interface CaptchaAnswer {
  captcha: string
  checkKey: string
}

/**
 * The image captcha an SMS code is sent behind: its field, and `withAnswer`, which refuses without an answer and
 * otherwise sends with it, then draws a new captcha (the server spends it on every attempt, right or wrong).
 */
export function useAnsweredCaptcha(captcha: Captcha) {
  const [text, setText] = useState('')
  async function withAnswer<T>(send: (answer: CaptchaAnswer) => Promise<T>): Promise<T> {
    if (!text.trim()) throw new Error('请先输入图形验证码')
    try {
      return await send({ captcha: text.trim(), checkKey: captcha.checkKey })
    } finally {
      captcha.refresh()
      setText('')
    }
  }
  const field = <CaptchaInput captcha={captcha} value={text} onChange={setText} />
  return { field, withAnswer }
}
