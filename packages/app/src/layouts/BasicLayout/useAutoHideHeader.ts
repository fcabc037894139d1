import { useEffect, useState } from 'react'

const REVEAL_ABOVE_PX = 100

/** Spec §2 auto-hide header: with a fixed header, scrolling down hides it and scrolling up shows it again. */
export function useAutoHideHeader(enabled: boolean): boolean {
  const [hidden, setHidden] = useState(false)
  useEffect(() => {
    if (!enabled) {
      setHidden(false)
      return
    }
    let last = window.scrollY
    const onScroll = () => {
      const y = window.scrollY
      setHidden(y > REVEAL_ABOVE_PX && y > last)
      last = y
    }
    window.addEventListener('scroll', onScroll, { passive: true })
    return () => window.removeEventListener('scroll', onScroll)
  }, [enabled])
  return hidden
}
