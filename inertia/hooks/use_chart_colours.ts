import { useMemo } from 'react'
import { lighten, useColorScheme, useTheme, type CssVarsTheme } from '@mui/material/styles'

/** Colours for hues the theme does not name, each at least 3:1 against the page (WCAG 1.4.11). */
const extraHues = ['#6a1b9a', '#558b2f', '#5d4037', '#455a64', '#ad1457', '#283593']

/**
 * The chart series' colours from the scheme in use (a theme of CSS variables always hands out the
 * light palette in JavaScript): the brand's colours, lightened on the dark background so bars
 * keep their contrast.
 */
export function useChartColours() {
  const { colorSchemes } = useTheme<CssVarsTheme>()
  const { mode, systemMode } = useColorScheme()
  const dark = (mode === 'system' ? systemMode : mode) === 'dark'

  return useMemo(() => {
    const { primary, secondary, info, warning } = colorSchemes[dark ? 'dark' : 'light']!.palette
    const hues = [primary.main, secondary.main, info.main, warning.main, ...extraHues]
    return dark ? hues.map((hue) => lighten(hue, 0.4)) : hues
  }, [colorSchemes, dark])
}
