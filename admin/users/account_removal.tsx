import { useId, useState, type FormEvent } from 'react'
import {
  HttpError,
  Labeled,
  useDataProvider,
  useNotify,
  useRedirect,
  useRefresh,
  useTranslate,
} from 'react-admin'
import Button from '@mui/material/Button'
import Dialog from '@mui/material/Dialog'
import DialogActions from '@mui/material/DialogActions'
import DialogContent from '@mui/material/DialogContent'
import DialogContentText from '@mui/material/DialogContentText'
import DialogTitle from '@mui/material/DialogTitle'
import Stack from '@mui/material/Stack'
import TextField from '@mui/material/TextField'
import type { AdminDataProvider } from '~admin/data_provider'
import type { Data } from '~generated/data'

type Action = 'erase' | 'purge'

/**
 * On a person's record: erasing their personal data (their logs stay, under "Deleted user N")
 * and purging them with their logs, each after the administrator's own password.
 */
export function AccountRemoval({ user }: { user: Data.Admin.User }) {
  const translate = useTranslate()
  const [action, setAction] = useState<Action | null>(null)
  const erased = user.email.endsWith('@deleted.invalid') && !user.active
  return (
    <Labeled label={translate('resources.users.removal.heading')} fullWidth sx={{ mt: 2 }}>
      <div>
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
          {!erased && (
            <Button variant="outlined" color="error" onClick={() => setAction('erase')}>
              {translate('resources.users.removal.erase')}
            </Button>
          )}
          <Button variant="outlined" color="error" onClick={() => setAction('purge')}>
            {translate('resources.users.removal.purge')}
          </Button>
        </Stack>
        {action && <RemovalDialog user={user} action={action} onClose={() => setAction(null)} />}
      </div>
    </Labeled>
  )
}

function RemovalDialog({
  user,
  action,
  onClose,
}: {
  user: Data.Admin.User
  action: Action
  onClose: () => void
}) {
  const translate = useTranslate()
  const notify = useNotify()
  const refresh = useRefresh()
  const redirect = useRedirect()
  const dataProvider = useDataProvider<AdminDataProvider>()
  const titleId = useId()
  const [password, setPassword] = useState('')
  const [error, setError] = useState<string | undefined>()
  const [sending, setSending] = useState(false)

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    // The dialog sits in the record's form in React's tree: its submit must not save the record.
    event.stopPropagation()
    setSending(true)
    try {
      if (action === 'erase') {
        await dataProvider.eraseUser(user.id, password)
        notify('resources.users.removal.erased', { type: 'success' })
        onClose()
        refresh()
      } else {
        await dataProvider.purgeUser(user.id, password)
        notify('resources.users.removal.purged', { type: 'success' })
        onClose()
        redirect('list', 'users')
      }
    } catch (caught) {
      const body = caught instanceof HttpError ? caught.body : undefined
      const fieldMessage = body?.errors?.password as string | undefined
      if (fieldMessage) setError(fieldMessage)
      else {
        const message = caught instanceof HttpError ? caught.message : 'ra.notification.http_error'
        notify(message, { type: 'error' })
      }
    } finally {
      setSending(false)
    }
  }

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby={titleId}>
      <form onSubmit={submit} noValidate>
        <DialogTitle id={titleId}>
          {translate(`resources.users.removal.${action}_title`, { name: user.name })}
        </DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>
            {translate(`resources.users.removal.${action}_text`)}
          </DialogContentText>
          <TextField
            type="password"
            name="password"
            label={translate('resources.users.removal.own_password')}
            autoComplete="current-password"
            value={password}
            onChange={(event) => {
              setPassword(event.target.value)
              setError(undefined)
            }}
            error={Boolean(error)}
            helperText={error}
            required
            fullWidth
            autoFocus
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
          <Button type="submit" variant="contained" color="error" disabled={sending || !password}>
            {translate(`resources.users.removal.${action}`)}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  )
}
