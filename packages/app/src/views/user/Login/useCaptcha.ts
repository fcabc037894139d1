import { useCallback, useEffect, useState } from 'react'

/** The image captcha: a new check key (the client timestamp, as JeecgBoot does) and image on every refresh. */
export function useCaptcha(
  load: (checkKey: string) => Promise<{ success: boolean; result: string | null; message: string }>,
) {
  const [checkKey, setCheckKey] = useState(() => String(Date.now()))
  const [image, setImage] = useState<string | null>(null)
  const [error, setError] = useState<string | null>(null)

  const refresh = useCallback(() => setCheckKey(String(Date.now())), [])

  useEffect(() => {
    let cancelled = false
    setImage(null)
    load(checkKey)
      .then((reply) => {
        if (cancelled) return
        if (reply.success && reply.result) {
          setImage(reply.result)
          setError(null)
        } else setError(reply.message || '获取验证码失败')
      })
      .catch(() => !cancelled && setError('获取验证码失败'))
    return () => {
      cancelled = true
    }
  }, [checkKey, load])

  return { checkKey, image, error, refresh }
}
