import { useEffect } from 'react'
import { Button, IconButton, styled } from '@mui/material'
import { MaterialDesignContent, SnackbarProvider, closeSnackbar, enqueueSnackbar } from 'notistack'
import { mdiClose } from '@mdi/js'
import { translate } from '~/lib/i18n'
import { drainToasts, type Toast } from '~/lib/toast_queue'
import { Icon } from '~shared/icon'

/** Toasts in the theme's colours rather than notistack's own. */
const ToastContent = styled(MaterialDesignContent)(({ theme }) => ({
  '&.notistack-MuiContent-success': {
    backgroundColor: theme.palette.success.main,
    color: theme.palette.success.contrastText,
  },
  '&.notistack-MuiContent-info': {
    backgroundColor: theme.palette.info.main,
    color: theme.palette.info.contrastText,
  },
  '&.notistack-MuiContent-warning': {
    backgroundColor: theme.palette.warning.main,
    color: theme.palette.warning.contrastText,
  },
  '&.notistack-MuiContent-error': {
    backgroundColor: theme.palette.error.main,
    color: theme.palette.error.contrastText,
  },
}))

const toastComponents = {
  success: ToastContent,
  info: ToastContent,
  warning: ToastContent,
  error: ToastContent,
}

function show({ message, colour, locale, action }: Toast) {
  enqueueSnackbar(message, {
    variant: colour,
    // A second removal's Undo is not the first's.
    preventDuplicate: !action,
    action: (key) => (
      <>
        {action && (
          <Button
            color="inherit"
            size="small"
            onClick={() => {
              closeSnackbar(key)
              action.onClick()
            }}
            sx={{ fontWeight: 700 }}
          >
            {action.label}
          </Button>
        )}
        <IconButton
          size="small"
          color="inherit"
          aria-label={translate(locale, 'ui.actions.close')}
          onClick={() => closeSnackbar(key)}
        >
          <Icon path={mdiClose} fontSize="small" />
        </IconButton>
      </>
    ),
  })
}

/** SPEC.md §9: top right, at most 3 at a time, each for 5000 ms. */
export default function ToastHost() {
  // Runs once the provider below has mounted and can take toasts.
  useEffect(() => drainToasts(show), [])

  return (
    <SnackbarProvider
      maxSnack={3}
      autoHideDuration={5000}
      anchorOrigin={{ vertical: 'top', horizontal: 'right' }}
      preventDuplicate
      Components={toastComponents}
    />
  )
}
