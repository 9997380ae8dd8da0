import type { FormEvent } from 'react'
import { Head } from '@inertiajs/react'
import { Alert, Button, Link, Stack, Typography } from '@mui/material'
import { EmailField } from '~/components/accounts/email_field'
import { RouterLink } from '~/components/ui/router_link'
import { useCheckedForm } from '~/hooks/use_checked_form'
import { useTranslation } from '~/hooks/use_translation'
import GuestLayout from '~/layouts/guest'
import { email, required } from '~/lib/field_rules'
import { urlFor } from '~shared/url_for'

export default function ForgotPassword() {
  const { t } = useTranslation()
  const { form, bind, passes } = useCheckedForm({ email: '' }, { email: [required, email] })

  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (passes()) form.post(urlFor('password.email'))
  }

  return (
    <>
      <Head title={t('accounts.forgot_password.title')} />
      <Typography variant="h5" component="h1" sx={{ mb: 1.5 }}>
        {t('accounts.forgot_password.heading')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {t('accounts.forgot_password.text')}
      </Typography>
      {/* The server answers alike whether or not the address has an account; so does this. */}
      {form.wasSuccessful && (
        <Alert severity="success" sx={{ mb: 3 }}>
          {t('accounts.forgot_password.sent')}
        </Alert>
      )}
      {/* Sent before the script took over, the server-rendered form posts: a GET would put the fields in the address. */}
      <Stack component="form" method="post" spacing={2.5} onSubmit={submit} noValidate>
        <EmailField {...bind('email')} autoComplete="username" autoFocus />
        <Button type="submit" variant="contained" size="large" loading={form.processing}>
          {t('accounts.forgot_password.submit')}
        </Button>
        <Typography variant="body2" sx={{ textAlign: 'center' }}>
          <Link component={RouterLink} href={urlFor('login')}>
            {t('accounts.forgot_password.back_to_login')}
          </Link>
        </Typography>
      </Stack>
    </>
  )
}

ForgotPassword.layout = GuestLayout
