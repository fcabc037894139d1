import { createLightTheme, type Theme } from '@fluentui/react-components'
import { useMemo } from 'react'
import { usePageSettings } from '../../settings/settingsStore'
import { brandRamp } from './brandTheme'

/** The user's primary colour as a Fluent brand ramp (the stored colour is validated, so this cannot throw). */
export function useBrandRamp() {
  const { primaryColor } = usePageSettings()
  return useMemo(() => brandRamp(primaryColor), [primaryColor])
}

/** The light Fluent theme in the user's primary colour: the app's theme, from the login page on. */
export function useBrandLightTheme(): Theme {
  const ramp = useBrandRamp()
  return useMemo(() => createLightTheme(ramp), [ramp])
}
