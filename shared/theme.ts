import { createTheme } from '@mui/material/styles'

/** The same brand colours in light and dark. */
const brand = {
  primary: { main: '#dc143c' },
  secondary: { main: '#1f5f74' },
  info: { main: '#00796b' },
  warning: { main: '#e65100' },
  error: { main: '#d32f2f' },
  // Text on a coloured surface is white or black, whichever reaches WCAG AA.
  contrastThreshold: 4.5,
}

/** Where the chosen mode (light, dark or system) is remembered; the page's head script reads it too. */
export const themeStorageKey = 'hourbook.theme'

/**
 * The theme of the portal and the admin panel. The colour scheme lives in a data-theme attribute
 * on <html>, which the page's head script sets from the remembered preference before the first
 * paint.
 */
export const theme = createTheme({
  cssVariables: { colorSchemeSelector: 'data-theme' },
  colorSchemes: {
    light: { palette: { ...brand, background: { default: '#f5f5f7' } } },
    dark: {
      palette: {
        ...brand,
        // Crimson text is too dark to read on the dark background; links and text buttons use a
        // lighter shade.
        primary: { ...brand.primary, light: '#f06080' },
        // The same goes for validation messages in red.
        error: { ...brand.error, light: '#ef5350' },
        background: { default: '#121212' },
      },
    },
  },
  shape: { borderRadius: 8 },
  typography: { button: { textTransform: 'none', fontWeight: 600 } },
  components: {
    MuiTextField: { defaultProps: { color: 'primary', fullWidth: true } },
    MuiButton: {
      defaultProps: { disableElevation: true },
      styleOverrides: {
        // A text or outlined button's label is crimson (or red) text on the page: in dark, the
        // lighter shade links and error messages use.
        root: ({ theme: current, ownerState }) =>
          (ownerState.color === 'primary' || ownerState.color === 'error') &&
          ownerState.variant !== 'contained'
            ? current.applyStyles('dark', {
                '&:not(.Mui-disabled)': {
                  color: current.vars.palette[ownerState.color].light,
                },
              })
            : {},
      },
    },
    MuiFormHelperText: {
      styleOverrides: {
        root: ({ theme: current }) =>
          current.applyStyles('dark', {
            '&.Mui-error': { color: current.vars.palette.error.light },
          }),
      },
    },
    MuiFormLabel: {
      styleOverrides: {
        root: ({ theme: current }) =>
          current.applyStyles('dark', {
            '&.Mui-focused': { color: current.vars.palette.primary.light },
            '&.Mui-error': { color: current.vars.palette.error.light },
          }),
      },
    },
    MuiLink: {
      styleOverrides: {
        root: ({ theme: current }) =>
          current.applyStyles('dark', { color: current.vars.palette.primary.light }),
      },
    },
  },
})
