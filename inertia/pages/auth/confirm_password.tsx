import type { FormEvent } from 'react'
import { Head } from '@inertiajs/react'
import { Button, Stack, Typography } from '@mui/material'
import { PasswordField } from '~/components/accounts/password_field'
import { useCheckedForm } from '~/hooks/use_checked_form'
import { useTranslation } from '~/hooks/use_translation'
import GuestLayout from '~/layouts/guest'
import { required } from '~/lib/field_rules'
import { urlFor } from '~shared/url_for'

export default function ConfirmPassword() {
  const { t } = useTranslation()
  const { form, bind, passes } = useCheckedForm({ password: '' }, { password: [required] })

  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (!passes()) return
    form.post(urlFor('password.confirm.store'), { onFinish: () => form.reset('password') })
  }

  return (
    <>
      <Head title={t('accounts.confirm_password.title')} />
      <Typography variant="h5" component="h1" sx={{ mb: 1.5 }}>
        {t('accounts.confirm_password.heading')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {t('accounts.confirm_password.text')}
      </Typography>
      <Stack component="form" spacing={2.5} onSubmit={submit} noValidate>
        <PasswordField {...bind('password')} hint="current-password" autoFocus />
        <Button type="submit" variant="contained" size="large" loading={form.processing}>
          {t('ui.actions.confirm')}
        </Button>
      </Stack>
    </>
  )
}

ConfirmPassword.layout = GuestLayout
