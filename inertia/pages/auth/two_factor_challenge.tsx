import { useState, type FormEvent } from 'react'
import { Head, useForm } from '@inertiajs/react'
import { Button, Link, Stack, TextField, Typography } from '@mui/material'
import { RouterLink } from '~/components/ui/router_link'
import { useTranslation } from '~/hooks/use_translation'
import GuestLayout from '~/layouts/guest'
import { urlFor } from '~shared/url_for'
import { PasskeySignIn } from '~/components/passkeys/passkey_sign_in'
import '~/components/two_factor/strings'

/** After the right password: the code from the authenticator app, or a recovery code. */
export default function TwoFactorChallenge({ hasPasskey }: { hasPasskey: boolean }) {
  const { t } = useTranslation()
  const [withRecoveryCode, setWithRecoveryCode] = useState(false)
  const form = useForm({ code: '', recovery_code: '' })
  const field = withRecoveryCode ? 'recovery_code' : 'code'

  const submit = (event: FormEvent) => {
    event.preventDefault()
    form.transform((data) => ({ [field]: data[field] }))
    form.post(urlFor('two-factor.challenge.store'), { onError: () => form.reset(field) })
  }

  const switchField = () => {
    form.clearErrors()
    form.reset()
    setWithRecoveryCode(!withRecoveryCode)
  }

  return (
    <>
      <Head title={t('two_factor.challenge_title')} />
      <Typography variant="h5" component="h1" sx={{ mb: 1.5 }}>
        {t('two_factor.challenge_title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {withRecoveryCode
          ? t('two_factor.challenge_recovery_text')
          : t('two_factor.challenge_text')}
      </Typography>
      <Stack component="form" method="post" spacing={2.5} onSubmit={submit} noValidate>
        <TextField
          key={field}
          name={field}
          label={withRecoveryCode ? t('two_factor.recovery_code') : t('two_factor.code')}
          value={form.data[field]}
          onChange={(event) => {
            form.setData(field, event.target.value)
            if (form.errors[field]) form.clearErrors(field)
          }}
          required
          autoFocus
          autoComplete={withRecoveryCode ? 'off' : 'one-time-code'}
          error={Boolean(form.errors[field])}
          helperText={form.errors[field]}
          slotProps={{
            htmlInput: withRecoveryCode
              ? { maxLength: 20, spellCheck: false }
              : { inputMode: 'numeric', maxLength: 7 },
          }}
        />
        <Button type="submit" variant="contained" size="large" loading={form.processing}>
          {t('two_factor.sign_in')}
        </Button>
        <Button variant="text" onClick={switchField}>
          {withRecoveryCode ? t('two_factor.use_code') : t('two_factor.use_recovery')}
        </Button>
        {hasPasskey && <PasskeySignIn step="second_factor" />}
        <Typography variant="body2" sx={{ textAlign: 'center' }}>
          <Link component={RouterLink} href={urlFor('login')}>
            {t('two_factor.back_to_login')}
          </Link>
        </Typography>
      </Stack>
    </>
  )
}

TwoFactorChallenge.layout = GuestLayout
