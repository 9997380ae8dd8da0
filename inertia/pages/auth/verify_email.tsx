import type { FormEvent } from 'react'
import { Head, useForm } from '@inertiajs/react'
import { Alert, Button, Stack, Typography } from '@mui/material'
import { useTranslation } from '~/hooks/use_translation'
import GuestLayout from '~/layouts/guest'
import { urlFor } from '~shared/url_for'

interface VerifyEmailProps {
  /** 'verification-link-sent' right after a new link went out. */
  status: 'verification-link-sent' | null
}

export default function VerifyEmail({ status }: VerifyEmailProps) {
  const { t } = useTranslation()
  const resend = useForm({})
  const logout = useForm({})

  const submit = (event: FormEvent) => {
    event.preventDefault()
    resend.post(urlFor('verification.send'))
  }

  return (
    <>
      <Head title={t('accounts.verify_email.title')} />
      <Typography variant="h5" component="h1" sx={{ mb: 1.5 }}>
        {t('accounts.verify_email.heading')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {t('accounts.verify_email.text')}
      </Typography>
      {status === 'verification-link-sent' && (
        <Alert severity="success" sx={{ mb: 3 }}>
          {t('messages.verify_email_sent')}
        </Alert>
      )}
      {/* Sent before the script took over, the server-rendered form posts: a GET would put the fields in the address. */}
      <Stack component="form" method="post" onSubmit={submit} spacing={1.5}>
        <Button type="submit" variant="contained" size="large" loading={resend.processing}>
          {t('accounts.verify_email.resend')}
        </Button>
        {/* Neutral rather than crimson: crimson text is too faint on the dark card. */}
        <Button
          variant="outlined"
          color="inherit"
          size="large"
          loading={logout.processing}
          onClick={() => logout.post(urlFor('logout'))}
        >
          {t('ui.nav.logout')}
        </Button>
      </Stack>
    </>
  )
}

VerifyEmail.layout = GuestLayout
