import { GlobalStyles } from '@mui/material'

const dark = '[data-theme="dark"]'

/**
 * What the shared theme leaves to the panel. In dark mode crimson and red text on the dark
 * background stays under 4.5:1, so text buttons (Add filter, Create, Export, Delete and a
 * dialog's confirm) use the lighter shades, as the portal's links do. A confirmation's Cancel
 * is neutral, not the crimson of the action.
 */
export function AdminStyles() {
  return (
    <GlobalStyles
      styles={{
        [`${dark} .MuiButton-text.MuiButton-colorPrimary, ${dark} .RaConfirm-confirmPrimary`]: {
          color: 'var(--mui-palette-primary-light)',
        },
        [`${dark} .MuiButton-text.MuiButton-colorError`]: {
          color: 'var(--mui-palette-error-light)',
        },
        '.MuiDialogActions-root > .MuiButton-root:not(.ra-confirm)': {
          color: 'var(--mui-palette-text-primary)',
        },
      }}
    />
  )
}
