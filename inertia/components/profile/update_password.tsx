import type { FormEvent } from 'react'
import { Button } from '@mui/material'
import { PasswordField } from '~/components/accounts/password_field'
import { ProfileCard } from '~/components/profile/profile_card'
import { useCheckedForm } from '~/hooks/use_checked_form'
import { useTranslation } from '~/hooks/use_translation'
import { newPassword, required, sameAs } from '~/lib/field_rules'
import { urlFor } from '~shared/url_for'

/** A new password, given the current one. */
export function UpdatePassword() {
  const { t } = useTranslation()
  const { form, bind, passes } = useCheckedForm(
    { current_password: '', password: '', password_confirmation: '' },
    {
      current_password: [required],
      password: newPassword,
      password_confirmation: [required, sameAs('password')],
    }
  )

  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (!passes()) return
    form.put(urlFor('password.update'), {
      preserveScroll: true,
      onSuccess: () => form.reset(),
      onError: (errors) => {
        if (errors.current_password) form.reset('current_password')
        if (errors.password || errors.password_confirmation) {
          form.reset('password', 'password_confirmation')
        }
      },
    })
  }

  return (
    <ProfileCard
      heading={t('accounts.profile.password.heading')}
      text={t('accounts.profile.password.text')}
      onSubmit={submit}
      actions={
        <Button type="submit" variant="contained" loading={form.processing}>
          {t('accounts.profile.password.submit')}
        </Button>
      }
    >
      <PasswordField
        {...bind('current_password')}
        label={t('validation.fields.current_password')}
        hint="current-password"
      />
      <PasswordField
        {...bind('password')}
        label={t('accounts.profile.password.new')}
        hint="new-password"
      />
      <PasswordField
        {...bind('password_confirmation')}
        label={t('validation.fields.password_confirmation')}
        hint="new-password"
      />
    </ProfileCard>
  )
}
