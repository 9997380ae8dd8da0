import type { FormEvent } from 'react'
import { Head } from '@inertiajs/react'
import { Button, Link, Stack, Typography } from '@mui/material'
import { EmailField } from '~/components/accounts/email_field'
import { NameField } from '~/components/accounts/name_field'
import { PasswordField } from '~/components/accounts/password_field'
import { RouterLink } from '~/components/ui/router_link'
import { useCheckedForm } from '~/hooks/use_checked_form'
import { useTranslation } from '~/hooks/use_translation'
import GuestLayout from '~/layouts/guest'
import { email, maxLength, newPassword, required, sameAs } from '~/lib/field_rules'
import { urlFor } from '~shared/url_for'
import { suggestedFormats } from '~shared/date_formats'

export default function Register() {
  const { t } = useTranslation()
  const browserFormats = suggestedFormats(
    typeof navigator === 'undefined' ? null : navigator.language
  )
  const { form, bind, passes } = useCheckedForm(
    {
      name: '',
      email: '',
      password: '',
      password_confirmation: '',
      // The account's days and "today" follow the zone the visitor signs up in.
      timezone: Intl.DateTimeFormat().resolvedOptions().timeZone,
      // And its dates and times are written as the browser's language and region write them.
      date_format: browserFormats.dateFormat,
      time_format: browserFormats.timeFormat,
    },
    {
      name: [required, maxLength(255)],
      email: [required, email],
      password: newPassword,
      password_confirmation: [required, sameAs('password')],
    }
  )

  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (!passes()) return
    form.post(urlFor('register.store'), {
      onError: () => form.reset('password', 'password_confirmation'),
    })
  }

  return (
    <>
      <Head title={t('accounts.register.title')} />
      <Typography variant="h5" component="h1" sx={{ mb: 3 }}>
        {t('accounts.register.heading')}
      </Typography>
      {/* Sent before the script took over, the server-rendered form posts: a GET would put the fields in the address. */}
      <Stack component="form" method="post" spacing={2.5} onSubmit={submit} noValidate>
        <NameField {...bind('name')} autoFocus />
        <EmailField {...bind('email')} autoComplete="username" />
        <PasswordField {...bind('password')} hint="new-password" />
        <PasswordField
          {...bind('password_confirmation')}
          label={t('validation.fields.password_confirmation')}
          hint="new-password"
        />
        <Button type="submit" variant="contained" size="large" loading={form.processing}>
          {t('ui.auth.register')}
        </Button>
        <Typography variant="body2" sx={{ textAlign: 'center' }}>
          <Link component={RouterLink} href={urlFor('login')}>
            {t('accounts.register.already_registered')}
          </Link>
        </Typography>
      </Stack>
    </>
  )
}

Register.layout = GuestLayout
