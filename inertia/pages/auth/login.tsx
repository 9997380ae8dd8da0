import type { FormEvent } from 'react'
import { Head, useForm, usePage } from '@inertiajs/react'
import {
  Alert,
  Box,
  Button,
  Checkbox,
  FormControlLabel,
  Link,
  Stack,
  Typography,
} from '@mui/material'
import { EmailField } from '~/components/accounts/email_field'
import { PasswordField } from '~/components/accounts/password_field'
import { RouterLink } from '~/components/ui/router_link'
import { PasskeySignIn } from '~/components/passkeys/passkey_sign_in'
import { useTranslation } from '~/hooks/use_translation'
import GuestLayout from '~/layouts/guest'
import { urlFor } from '~shared/url_for'

interface LoginProps {
  canResetPassword: boolean
  /** The demo user's credentials in demo mode, empty otherwise. */
  defaults: { email: string; password: string }
}

export default function Login({ canResetPassword, defaults }: LoginProps) {
  const { registrationOpen } = usePage().props
  const { t } = useTranslation()
  const form = useForm({ email: defaults.email, password: defaults.password, remember: false })

  const submit = (event: FormEvent) => {
    event.preventDefault()
    form.post(urlFor('login.store'), { onError: () => form.reset('password') })
  }

  return (
    <>
      <Head title={t('ui.pages.login')} />
      <Typography variant="h5" component="h1" sx={{ mb: 3 }}>
        {t('ui.auth.login_title')}
      </Typography>
      {defaults.email && (
        <Alert severity="info" sx={{ mb: 3 }}>
          {t('messages.demo_hint')}
        </Alert>
      )}
      {/* Sent before the script took over, the server-rendered form posts: a GET would put the fields in the address. */}
      <Stack component="form" method="post" spacing={2.5} onSubmit={submit}>
        <EmailField
          name="email"
          autoComplete="username"
          autoFocus
          value={form.data.email}
          onChange={(event) => form.setData('email', event.target.value)}
          error={Boolean(form.errors.email)}
          helperText={form.errors.email}
        />
        <PasswordField
          name="password"
          hint="current-password"
          value={form.data.password}
          onChange={(event) => form.setData('password', event.target.value)}
          error={Boolean(form.errors.password)}
          helperText={form.errors.password}
        />
        <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between' }}>
          <FormControlLabel
            control={
              <Checkbox
                name="remember"
                checked={form.data.remember}
                onChange={(event) => form.setData('remember', event.target.checked)}
              />
            }
            label={t('ui.auth.remember')}
          />
          {canResetPassword && (
            <Link href={urlFor('password.request')} target="_blank" rel="noopener" variant="body2">
              {t('ui.auth.forgot_password')}
            </Link>
          )}
        </Box>
        <Button type="submit" variant="contained" size="large" loading={form.processing}>
          {t('ui.auth.login')}
        </Button>
        <PasskeySignIn step="login" />
        {registrationOpen && (
          <Typography variant="body2" sx={{ textAlign: 'center' }}>
            <Link component={RouterLink} href={urlFor('register')}>
              {t('ui.auth.no_account')}
            </Link>
          </Typography>
        )}
      </Stack>
    </>
  )
}

Login.layout = GuestLayout
