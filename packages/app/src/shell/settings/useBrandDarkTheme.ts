import { createDarkTheme, type Theme } from '@fluentui/react-components'
import { useMemo } from 'react'
import { useBrandRamp } from './useBrandLightTheme'

/** The dark theme for a dark side menu; a module of its own, so it loads with the shell, not on the login page. */
export function useBrandDarkTheme(): Theme {
  const ramp = useBrandRamp()
  return useMemo(() => createDarkTheme(ramp), [ramp])
}
