import { useSyncExternalStore } from 'react'

/** Spec §2: mobile mode under about 1088px (breakpoint 1087.99px); phones under 768px (767.99px). */
export const MOBILE_QUERY = '(max-width: 1087.99px)'
export const PHONE_QUERY = '(max-width: 767.99px)'

export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia(query)
      list.addEventListener('change', onChange)
      return () => list.removeEventListener('change', onChange)
    },
    () => window.matchMedia(query).matches,
    () => false,
  )
}

export const useIsMobile = () => useMediaQuery(MOBILE_QUERY)
export const useIsPhone = () => useMediaQuery(PHONE_QUERY)
