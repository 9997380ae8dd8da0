import { useMemo } from 'react'
import { lighten, useColorScheme, useTheme, type CssVarsTheme } from '@mui/material/styles'
import type { MRT_Theme } from 'material-react-table'

/**
 * material-react-table works its colours out in JavaScript from the theme's palette, which in a
 * theme of CSS variables is always the light one; these are the colours of the scheme in use.
 */
export function useTimeLogTableColours(): Partial<MRT_Theme> {
  const { colorSchemes } = useTheme<CssVarsTheme>()
  const { mode, systemMode } = useColorScheme()
  const scheme = (mode === 'system' ? systemMode : mode) === 'dark' ? 'dark' : 'light'

  return useMemo(() => {
    const { background } = colorSchemes[scheme]!.palette
    const base = scheme === 'dark' ? lighten(background.default, 0.05) : background.paper
    return { baseBackgroundColor: base, menuBackgroundColor: lighten(base, 0.07) }
  }, [colorSchemes, scheme])
}
