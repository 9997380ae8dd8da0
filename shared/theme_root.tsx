import { useEffect, type ReactNode } from 'react'
import { CssBaseline, ThemeProvider } from '@mui/material'
import { theme, themeStorageKey } from '~shared/theme'

/** The MUI theme with the remembered light, dark or system mode; the portal's and the admin panel's. */
export function ThemeRoot({ children }: { children: ReactNode }) {
  useEffect(() => {
    // The head script painted the background before the styles loaded; the baseline styles
    // take over now and follow later theme changes.
    document.documentElement.style.removeProperty('background-color')
    document.documentElement.style.removeProperty('color-scheme')
  }, [])

  return (
    <ThemeProvider
      theme={theme}
      modeStorageKey={themeStorageKey}
      colorSchemeStorageKey={`${themeStorageKey}.scheme`}
      noSsr
    >
      <CssBaseline enableColorScheme />
      {children}
    </ThemeProvider>
  )
}
