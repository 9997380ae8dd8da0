import { useState } from 'react'
import { router } from '@inertiajs/react'
import { Alert, Button, Stack } from '@mui/material'
import { useTranslation } from '~/hooks/use_translation'
import { urlFor } from '~shared/url_for'
import '~/components/passkeys/strings'

type Props = {
  /** From the login page, any passkey; on the two-factor challenge, one of the person's. */
  step: 'login' | 'second_factor'
}

/** A button that signs in with a passkey, and the message when that did not work. */
export function PasskeySignIn({ step }: Props) {
  const { t } = useTranslation()
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)

  const start = async () => {
    setBusy(true)
    setError(null)
    const { authenticate } = await import('~/components/passkeys/ceremony')
    const outcome = await authenticate(
      step === 'login' ? 'login.passkey.options' : 'two-factor.challenge.passkey.options',
      t
    ).catch(() => ({ error: t('passkeys.refused') }))
    if (!('answer' in outcome)) {
      if ('error' in outcome) setError(outcome.error)
      setBusy(false)
      return
    }
    const route = step === 'login' ? 'login.passkey.store' : 'two-factor.challenge.passkey'
    router.post(
      urlFor(route),
      { response: outcome.answer },
      {
        onError: (errors) => setError(errors.response ?? t('passkeys.refused')),
        onFinish: () => setBusy(false),
      }
    )
  }

  return (
    <Stack spacing={1.5}>
      {error && (
        <Alert severity="error" role="alert">
          {error}
        </Alert>
      )}
      <Button variant="outlined" size="large" onClick={start} loading={busy}>
        {step === 'login' ? t('passkeys.sign_in') : t('passkeys.use_instead')}
      </Button>
    </Stack>
  )
}
