import type { FormEvent } from 'react'
import { Head } from '@inertiajs/react'
import { Alert, Button, Stack, Typography } from '@mui/material'
import { EmailField } from '~/components/accounts/email_field'
import { PasswordField } from '~/components/accounts/password_field'
import { useCheckedForm } from '~/hooks/use_checked_form'
import { useTranslation } from '~/hooks/use_translation'
import { RouterLink } from '~/components/ui/router_link'
import GuestLayout from '~/layouts/guest'
import { newPassword, required, sameAs } from '~/lib/field_rules'
import { urlFor } from '~shared/url_for'

interface ResetPasswordProps {
  /** From the link in the mail; the address the reset is for. */
  email: string
  token: string
  /** The link is valid, unexpired and unused. */
  usable: boolean
}

export default function ResetPassword({ email, token, usable }: ResetPasswordProps) {
  const { t } = useTranslation()
  const { form, bind, passes } = useCheckedForm(
    { email, token, password: '', password_confirmation: '' },
    { password: newPassword, password_confirmation: [required, sameAs('password')] }
  )

  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (!passes()) return
    form.post(urlFor('password.store'), {
      onError: () => form.reset('password', 'password_confirmation'),
    })
  }

  return (
    <>
      <Head title={t('accounts.reset_password.title')} />
      <Typography variant="h5" component="h1" sx={{ mb: 3 }}>
        {t('accounts.reset_password.heading')}
      </Typography>
      {!usable && (
        <>
          <Alert severity="error" sx={{ mb: 3 }}>
            {t('accounts.reset_password.unusable')}
          </Alert>
          <Button component={RouterLink} href={urlFor('password.request')} variant="contained">
            {t('accounts.reset_password.request_new')}
          </Button>
        </>
      )}
      {form.errors.token && (
        <Alert severity="error" sx={{ mb: 3 }}>
          {form.errors.token}
        </Alert>
      )}
      {/* Sent before the script took over, the server-rendered form posts: a GET would put the fields in the address. */}
      {usable && (
        <Stack component="form" method="post" spacing={2.5} onSubmit={submit} noValidate>
          <EmailField
            name="email"
            value={form.data.email}
            autoComplete="username"
            required={false}
            readOnly
            error={Boolean(form.errors.email)}
            helperText={form.errors.email}
          />
          <PasswordField {...bind('password')} hint="new-password" autoFocus />
          <PasswordField
            {...bind('password_confirmation')}
            label={t('validation.fields.password_confirmation')}
            hint="new-password"
          />
          <Button type="submit" variant="contained" size="large" loading={form.processing}>
            {t('accounts.reset_password.submit')}
          </Button>
        </Stack>
      )}
    </>
  )
}

ResetPassword.layout = GuestLayout
