import { useEffect } from 'react'
import { ClassNames } from '@emotion/react'
import { Button, IconButton, styled, type Theme } from '@mui/material'
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

/**
 * The toasts' corner starts below the top bar, whose right end holds the timer and the user's
 * menu: a toast over them would keep them out of reach for its five seconds. Doubled for
 * precedence over notistack's own placement.
 */
function belowTopBar(theme: Theme) {
  const below = (height: number) => ({ top: height })
  return {
    '&&': {
      ...below(56),
      [`${theme.breakpoints.up('xs')} and (orientation: landscape)`]: below(48),
      [theme.breakpoints.up('sm')]: below(64),
    },
  }
}

/** Top right, at most 3 at a time, each for 5000 ms. */
export default function ToastHost() {
  // Runs once the provider below has mounted and can take toasts.
  useEffect(() => drainToasts(show), [])

  return (
    <ClassNames>
      {({ css, theme }) => (
        <SnackbarProvider
          maxSnack={3}
          autoHideDuration={5000}
          anchorOrigin={{ vertical: 'top', horizontal: 'right' }}
          classes={{ containerAnchorOriginTopRight: css(belowTopBar(theme as Theme)) }}
          preventDuplicate
          Components={toastComponents}
        />
      )}
    </ClassNames>
  )
}
