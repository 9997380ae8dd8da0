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

interface AcceptInvitationProps {
  token: string
  /** The invited address, when the link can still set the password. */
  email: string | null
  /** The link is valid, unexpired and unused. */
  usable: boolean
}

export default function AcceptInvitation({ token, email, usable }: AcceptInvitationProps) {
  const { t } = useTranslation()
  const { form, bind, passes } = useCheckedForm(
    { token, password: '', password_confirmation: '' },
    { password: newPassword, password_confirmation: [required, sameAs('password')] }
  )

  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (!passes()) return
    form.post(urlFor('invitation.store'), {
      onError: () => form.reset('password', 'password_confirmation'),
    })
  }

  return (
    <>
      <Head title={t('accounts.invitation.title')} />
      <Typography variant="h5" component="h1" sx={{ mb: 3 }}>
        {t('accounts.invitation.heading')}
      </Typography>
      {(!usable || form.errors.token) && (
        <>
          <Alert severity="error" sx={{ mb: 3 }}>
            {form.errors.token ?? t('accounts.invitation.unusable')}
          </Alert>
          <Button component={RouterLink} href={urlFor('login')} variant="contained">
            {t('auth.login.submit')}
          </Button>
        </>
      )}
      {usable && !form.errors.token && (
        <Stack component="form" method="post" spacing={2.5} onSubmit={submit} noValidate>
          <Typography variant="body2">{t('accounts.invitation.intro')}</Typography>
          <EmailField
            name="email"
            value={email ?? ''}
            autoComplete="username"
            required={false}
            readOnly
          />
          <PasswordField {...bind('password')} hint="new-password" autoFocus />
          <PasswordField
            {...bind('password_confirmation')}
            label={t('validation.fields.password_confirmation')}
            hint="new-password"
          />
          <Button type="submit" variant="contained" size="large" loading={form.processing}>
            {t('accounts.invitation.submit')}
          </Button>
        </Stack>
      )}
    </>
  )
}

AcceptInvitation.layout = GuestLayout
