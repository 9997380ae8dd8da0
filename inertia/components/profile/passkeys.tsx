import { useState, type FormEvent } from 'react'
import { router } from '@inertiajs/react'
import {
  Alert,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Stack,
  TextField,
  Typography,
} from '@mui/material'
import type { Data } from '~generated/data'
import { ProfileCard } from '~/components/profile/profile_card'
import { CredentialItem, listSx } from '~/components/profile/credential_list'
import { ConfirmDialog } from '~/components/ui/confirm_dialog'
import { useTranslation } from '~/hooks/use_translation'
import { urlFor } from '~shared/url_for'
import '~/components/passkeys/strings'

/** The profile page's prop: the person's passkeys. */
export type PasskeysProps = { passkeys: Data.Passkey[] }

/** The dialog that names a new passkey and then asks the browser to make it. */
function AddPasskeyDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation()
  const [name, setName] = useState('')
  const [busy, setBusy] = useState(false)
  const [errors, setErrors] = useState<{ name?: string; response?: string }>({})

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    setBusy(true)
    setErrors({})
    const { register } = await import('~/components/passkeys/ceremony')
    const outcome = await register(t).catch(() => ({ error: t('passkeys.refused') }))
    if (!('answer' in outcome)) {
      if ('error' in outcome) setErrors({ response: outcome.error })
      setBusy(false)
      return
    }
    router.post(
      urlFor('profile.passkeys.store'),
      { name, response: outcome.answer },
      {
        preserveScroll: true,
        onSuccess: () => {
          setName('')
          onClose()
        },
        onError: (answer) => setErrors(answer),
        onFinish: () => setBusy(false),
      }
    )
  }

  return (
    <Dialog open={open} onClose={busy ? undefined : onClose} fullWidth maxWidth="xs">
      <Box component="form" onSubmit={submit} noValidate>
        <DialogTitle>{t('passkeys.add_title')}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {errors.response && (
              <Alert severity="error" role="alert">
                {errors.response}
              </Alert>
            )}
            <TextField
              name="name"
              label={t('passkeys.name')}
              value={name}
              onChange={(event) => setName(event.target.value)}
              required
              autoFocus
              error={Boolean(errors.name)}
              helperText={errors.name ?? t('passkeys.name_help')}
              slotProps={{ htmlInput: { maxLength: 100 } }}
            />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={busy}>
            {t('passkeys.cancel')}
          </Button>
          <Button type="submit" variant="contained" loading={busy} disabled={!name.trim()}>
            {t('passkeys.add_submit')}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  )
}

/**
 * Profile → Security: the person's passkeys (name, when added and last used, in their time zone
 * and formats), a button that adds one (the password is asked first when not given lately), and
 * for each one a button that removes it after a confirmation.
 */
export function Passkeys({ passkeys }: PasskeysProps) {
  const { t } = useTranslation()
  const [adding, setAdding] = useState(false)
  const [removing, setRemoving] = useState<Data.Passkey | null>(null)
  const [checking, setChecking] = useState(false)
  const [error, setError] = useState<string | null>(null)

  /** The password is asked first, when not confirmed lately: before a name is typed. */
  const startAdding = async () => {
    setChecking(true)
    setError(null)
    const { readyToRegister } = await import('~/components/passkeys/ceremony')
    const ready = await readyToRegister(t).catch(() => ({ error: t('passkeys.refused') }))
    setChecking(false)
    if (ready === true) setAdding(true)
    else if (ready !== false) setError(ready.error)
  }

  const remove = () => {
    if (removing) {
      router.delete(urlFor('profile.passkeys.destroy', { id: removing.id }), {
        preserveScroll: true,
      })
    }
    setRemoving(null)
  }

  return (
    <ProfileCard heading={t('passkeys.heading')} text={t('passkeys.text')}>
      {passkeys.length === 0 ? (
        <Typography color="text.secondary">{t('passkeys.none_yet')}</Typography>
      ) : (
        <Stack component="ul" aria-label={t('passkeys.heading')} spacing={1} sx={listSx}>
          {passkeys.map((passkey) => (
            <CredentialItem
              key={passkey.id}
              data={{ 'data-passkey': passkey.id }}
              name={passkey.name}
              created={passkey.created}
              lastUsed={passkey.last_used}
              words={{
                created: t('passkeys.created'),
                lastUsed: t('passkeys.last_used'),
                never: t('passkeys.never_used'),
              }}
              action={{
                label: t('passkeys.remove'),
                ariaLabel: t('passkeys.remove_label', { name: passkey.name }),
                onClick: () => setRemoving(passkey),
              }}
            />
          ))}
        </Stack>
      )}
      {error && (
        <Alert severity="error" role="alert">
          {error}
        </Alert>
      )}
      <Box>
        <Button variant="contained" onClick={startAdding} loading={checking}>
          {t('passkeys.add')}
        </Button>
      </Box>
      <AddPasskeyDialog open={adding} onClose={() => setAdding(false)} />
      <ConfirmDialog
        open={removing !== null}
        title={t('passkeys.remove_title', { name: removing?.name ?? '' })}
        message={t('passkeys.remove_text')}
        confirmLabel={t('passkeys.remove')}
        onConfirm={remove}
        onCancel={() => setRemoving(null)}
      />
    </ProfileCard>
  )
}
