import { useState, type FormEvent } from 'react'
import { HttpError, useDataProvider, useNotify, useRefresh, useTranslate } from 'react-admin'
import Alert from '@mui/material/Alert'
import Button from '@mui/material/Button'
import Dialog from '@mui/material/Dialog'
import DialogActions from '@mui/material/DialogActions'
import DialogContent from '@mui/material/DialogContent'
import DialogContentText from '@mui/material/DialogContentText'
import DialogTitle from '@mui/material/DialogTitle'
import TextField from '@mui/material/TextField'
import type { AdminDataProvider } from '~admin/data_provider'
import type { Data } from '~generated/data'

/**
 * Whether a person's two-factor sign-in is on, and the button that resets it (another person's,
 * after the administrator's own password): they are signed out everywhere and mailed.
 */
export function TwoFactorReset({ user, isOwn }: { user: Data.Admin.User; isOwn: boolean }) {
  const translate = useTranslate()
  const notify = useNotify()
  const refresh = useRefresh()
  const dataProvider = useDataProvider<AdminDataProvider>()
  const [open, setOpen] = useState(false)
  const [password, setPassword] = useState('')
  const [error, setError] = useState<string | undefined>()
  const [sending, setSending] = useState(false)

  const close = () => {
    setOpen(false)
    setPassword('')
    setError(undefined)
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    setSending(true)
    try {
      await dataProvider.resetTwoFactor(user.id, password)
      notify('resources.users.two_factor_reset', { type: 'success' })
      close()
      refresh()
    } catch (caught) {
      const fieldError = caught instanceof HttpError ? caught.body?.errors?.password : undefined
      if (fieldError) setError(fieldError)
      else {
        close()
        notify(caught instanceof HttpError ? caught.message : 'ra.notification.http_error', {
          type: 'error',
        })
      }
    } finally {
      setSending(false)
    }
  }

  const title = translate('resources.users.reset_two_factor_title', { name: user.name })
  return (
    <>
      <Alert
        severity="info"
        sx={{ mb: 2 }}
        action={
          user.two_factor && !isOwn ? (
            <Button color="inherit" size="small" onClick={() => setOpen(true)}>
              {translate('resources.users.reset_two_factor')}
            </Button>
          ) : undefined
        }
      >
        {translate(
          user.two_factor ? 'resources.users.two_factor_on' : 'resources.users.two_factor_off'
        )}
      </Alert>
      <Dialog open={open} onClose={close} aria-labelledby="reset-two-factor-title">
        <form onSubmit={submit} noValidate>
          <DialogTitle id="reset-two-factor-title">{title}</DialogTitle>
          <DialogContent>
            <DialogContentText sx={{ mb: 2 }}>
              {translate('resources.users.reset_two_factor_text')}
            </DialogContentText>
            <TextField
              type="password"
              name="password"
              label={translate('resources.users.your_password')}
              autoComplete="current-password"
              value={password}
              onChange={(event) => {
                setPassword(event.target.value)
                setError(undefined)
              }}
              error={Boolean(error)}
              helperText={error}
              required
              autoFocus
              fullWidth
            />
          </DialogContent>
          <DialogActions>
            <Button onClick={close}>{translate('ra.action.cancel')}</Button>
            <Button type="submit" className="ra-confirm" color="error" disabled={sending}>
              {translate('resources.users.reset_two_factor')}
            </Button>
          </DialogActions>
        </form>
      </Dialog>
    </>
  )
}
