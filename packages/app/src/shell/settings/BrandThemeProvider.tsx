import { FluentProvider } from '@fluentui/react-components'
import type { ReactNode } from 'react'
import { useBrandLightTheme } from './useBrandLightTheme'

/** Fluent UI in the user's primary colour (spec §9 Theme defaults: 1890FF). */
export function BrandThemeProvider({ children }: { children: ReactNode }) {
  const theme = useBrandLightTheme()
  return <FluentProvider theme={theme}>{children}</FluentProvider>
}
