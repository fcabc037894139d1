import { useEffect, useState } from 'react'
import { messageOf } from '../../../components/form/messageOf'

export const RESEND_SECONDS = 60

/** Sends an SMS code and counts down before another may be sent. */
export function useSmsCountdown(send: () => Promise<unknown>) {
  const [seconds, setSeconds] = useState(0)
  const [sending, setSending] = useState(false)
  const [error, setError] = useState<string | null>(null)

  useEffect(() => {
    if (seconds <= 0) return
    const timer = setTimeout(() => setSeconds((s) => s - 1), 1000)
    return () => clearTimeout(timer)
  }, [seconds])

  async function request() {
    setSending(true)
    setError(null)
    try {
      await send()
      setSeconds(RESEND_SECONDS)
      return true
    } catch (failure) {
      setError(messageOf(failure, '验证码发送失败'))
      return false
    } finally {
      setSending(false)
    }
  }

  return { seconds, sending, error, request, waiting: seconds > 0 }
}
