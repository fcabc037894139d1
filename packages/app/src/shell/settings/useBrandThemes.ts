import { useMemo } from 'react'
import { brandThemes } from './brandTheme'
import { usePageSettings } from './settingsStore'

/** The Fluent themes in the user's primary colour (the stored colour is validated, so this cannot throw). */
export function useBrandThemes() {
  const { primaryColor } = usePageSettings()
  return useMemo(() => brandThemes(primaryColor), [primaryColor])
}
